import type { ClassifyType } from '../../contract/entities/classify';
import type { EmploymentType } from '../../contract/entities/employmentType';
import type { ProductType } from '../../contract/entities/product';
import type { ServiceLocation } from '../../contract/entities/serviceLocation';
import type { SiteSettings } from '../../contract/entities/site';
import type { TagGroup } from '../../contract/entities/tag';

/** Text in both languages. */
export interface Bilingual {
  zh: string;
  en: string;
}

/**
 * How a generated illustration looks: seed images are drawn as SVG at seed time, so the
 * repository ships no binary pictures. `subject` picks the drawing, `hue` (0–359) its colours.
 */
export interface SeedImage {
  subject:
    | 'stacker' | 'agv' | 'warehouse' | 'factory' | 'park' | 'conveyor' | 'software' | 'cloud'
    | 'people' | 'award' | 'certificate' | 'patent' | 'report' | 'brochure' | 'video' | 'qr' | 'building';
  hue: number;
}

/** The languages a seed document is made in, one file each. */
export type SeedPdfLanguage = keyof Bilingual;

/**
 * A PDF generated at seed time (`seed/assets/pdf/makeSeedPdf.ts`), one file per language: each
 * language's version of the article attaches the document in its own language.
 */
export interface SeedPdf {
  /** Download name, e.g. `2025-annual-report.pdf`; each language's file adds its code (`2025-annual-report-en.pdf`). */
  fileName: string;
  title: Bilingual;
  lines: { zh: string[]; en: string[] };
}

export interface SeedCategory {
  /** Route segment (`outLink`), unique within its tree. */
  outLink: string;
  name: Bilingual;
  children?: SeedCategory[];
}

/** One tree per classify type: the root (e.g. "All cases") and its categories. */
export interface SeedTree {
  classifyType: ClassifyType;
  root: SeedCategory;
}

export interface SeedArticle {
  classifyType: ClassifyType;
  /** `outLink` of the category it belongs to. */
  category: string;
  title: Bilingual;
  summary: Bilingual;
  /** HTML body: paragraphs, lists, headings (h2/h3); no scripts, no inline styles. */
  content: Bilingual;
  /** YYYY-MM-DD. */
  publishTime: string;
  image: SeedImage;
  /** Keys of {@link SeedTag}s (case filters). */
  tags?: string[];
  /** An attached document (reports, announcements, brochures). */
  pdf?: SeedPdf;
}

export interface SeedTag {
  key: string;
  group: TagGroup;
  name: Bilingual;
}

/** A film shipped with the seed (`seed/assets/films/`). */
export interface SeedFilm {
  /** Absolute path of the MP4 file. */
  file: string;
  /** Its length, which the video centre shows. */
  durationSeconds: number;
}

export interface SeedVideo {
  title: Bilingual;
  description: Bilingual;
  /** The film it plays, a file of its own. */
  film: SeedFilm;
  publishTime: string;
  cover: SeedImage;
}

export interface SeedFriendlyLink {
  language: 'zh' | 'en';
  name: string;
  link: string;
}

export interface SeedProduct {
  type: ProductType;
  key: string;
  /** Menu group heading (software products only; '' otherwise). */
  group: Bilingual;
  title: Bilingual;
  description: Bilingual;
  /** HTML detail section. */
  content: Bilingual;
  highlights: { zh: string[]; en: string[] };
  image: SeedImage;
  /** External URL for cloud platforms, a site path for the others. */
  url: string;
}

export interface SeedServiceLocation {
  type: ServiceLocation['locationType'];
  phone: string;
  name: Bilingual;
  province: Bilingual;
  address: Bilingual;
  /** Receives the leads of its province by e-mail, in Chinese unless `mailboxLanguage` says English. */
  mailbox?: string;
  mailboxLanguage?: 'zh' | 'en';
}

export interface SeedJobText {
  post: string;
  place: string;
  /** HTML. */
  duties: string;
  /** HTML. */
  requirements: string;
}

/** A job's Chinese text (its own fields) and, for the English site, its English one. */
export interface SeedJob extends SeedJobText {
  /** The category's Chinese name. */
  category: string;
  /** The work place's Chinese name. */
  workPlace: string;
  headcount: number;
  announceTime: string;
  /** Its closing date is this many days after the day the content is seeded (UTC); left out: open while shown. */
  closesInDays?: number;
  /** Left out: FULL_TIME. */
  employmentType?: EmploymentType;
  /** Left out: the job is on the Chinese site only. */
  en?: SeedJobText;
  /** The recruiter who receives this job's resumes instead of the HR mailbox. */
  recruiter?: { mailbox: string; language: 'zh' | 'en' };
}

/** Image-valued settings are drawn at seed time; the rest is text per language. */
export type SeedSiteSettings = {
  [K in keyof SiteSettings]: K extends 'wechatQrCode' | 'serviceQrCode' ? SeedImage : Bilingual;
};

export interface SeedCustomerReview {
  quote: Bilingual;
  personName: Bilingual;
  personRole: Bilingual;
  company: Bilingual;
  industry: Bilingual;
  /** The English title of the case (in cases.ts) the review speaks of, if any. */
  caseTitle?: string;
}
