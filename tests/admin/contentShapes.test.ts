/**
 * Each kind's form shape carries its document through the form and back unchanged: a language
 * the item is not written in is an empty part of the kind's own fields in the form and null
 * again when saved blank, a kind written in one language passes through untouched, and the
 * history compares the kind's HTML fields line by line.
 */
import { describe, expect, it } from 'vitest';
import type { ContentFormShape } from '../../admin/src/content/contentFormShape';
import { CUSTOMER_REVIEW_SHAPE } from '../../admin/src/content/customerReviews/customerReviewShape';
import { toFormDocument, toSavedDocument } from '../../admin/src/content/editing/translatedValues';
import { FRIENDLY_LINK_SHAPE } from '../../admin/src/content/friendlyLinks/friendlyLinkShape';
import { documentChanges } from '../../admin/src/content/history/documentChanges';
import { JOB_FACET_SHAPE } from '../../admin/src/content/jobFacets/jobFacetShape';
import { JOB_SHAPE } from '../../admin/src/content/jobs/jobShape';
import { PRODUCT_SHAPE } from '../../admin/src/content/products/productShape';
import { SERVICE_LOCATION_SHAPE } from '../../admin/src/content/serviceLocations/serviceLocationShape';
import { SETTINGS_SHAPE } from '../../admin/src/content/settings/settingsShape';
import { VIDEO_SHAPE } from '../../admin/src/content/videos/videoShape';
import type { CustomerReviewDocument } from '../../contract/content/documents/customerReview';
import type { FriendlyLinkDocument } from '../../contract/content/documents/friendlyLink';
import type { JobDocument } from '../../contract/content/documents/job';
import type { JobCategoryDocument } from '../../contract/content/documents/jobCategory';
import type { ProductDocument } from '../../contract/content/documents/product';
import type { ServiceLocationDocument } from '../../contract/content/documents/serviceLocation';
import { TRANSLATED_SETTING_KEYS } from '../../contract/content/documents/settings';
import type { VideoDocument } from '../../contract/content/documents/video';
import { JOB as job, SETTINGS as settings } from './kindDocuments';

type Values = Record<string, unknown>;
const values = (document: object): Values => ({ ...document });

/** The document through the form and back, with what the form showed of it. */
function roundTrip(document: object, shape: ContentFormShape) {
  const form = toFormDocument(values(document), shape);
  return { form, saved: toSavedDocument(structuredClone(form), shape) };
}

const translatedKinds: { name: string; shape: ContentFormShape; document: Values; empty: Values }[] = [
  {
    name: 'a job',
    shape: JOB_SHAPE,
    document: values({ ...job, texts: { zh: job.texts.zh, en: null } } satisfies JobDocument),
    empty: { post: '', place: '', duties: '', requirements: '' },
  },
  {
    name: 'a service location',
    shape: SERVICE_LOCATION_SHAPE,
    document: values({
      locationType: 'branch',
      phone: '+86 (021) 5555-0100',
      sort: 2,
      provinces: ['上海市', '江苏省'],
      mailbox: 'east@example.com',
      mailboxLanguage: 'zh',
      texts: { zh: { name: '上海分公司', province: '上海市', address: '浦东新区' }, en: null },
    } satisfies ServiceLocationDocument),
    empty: { name: '', province: '', address: '' },
  },
  {
    name: 'a customer review',
    shape: CUSTOMER_REVIEW_SHAPE,
    document: values({
      caseId: 12,
      sort: 0,
      texts: { zh: { quote: '交付准时', personName: '王工', personRole: '物流总监', company: '某冷链', industry: '冷链' }, en: null },
    } satisfies CustomerReviewDocument),
    empty: { quote: '', personName: '', personRole: '', company: '', industry: '' },
  },
  {
    name: 'a product',
    shape: PRODUCT_SHAPE,
    document: values({
      productType: 'agv',
      productKey: 'forklift_2',
      image: '/media/forklift.webp',
      url: '/agv/forklift_2',
      sort: 1,
      texts: { zh: { title: '叉车', description: '无人叉车', content: '<h2>参数</h2><ul><li>2 m/s</li></ul>', group: '', highlights: ['2 m/s', '1.5 t'] }, en: null },
    } satisfies ProductDocument),
    empty: { title: '', description: '', content: '', group: '', highlights: [] },
  },
  {
    name: 'a video',
    shape: VIDEO_SHAPE,
    document: values({
      cover: '/media/poster.webp',
      videoUrl: '/media/film.mp4',
      durationSeconds: 95,
      publishTime: '2026-05-04',
      sort: 0,
      texts: { zh: { title: '企业宣传片', description: '三分钟' }, en: null },
    } satisfies VideoDocument),
    empty: { title: '', description: '' },
  },
];

describe("each translated kind's form", () => {
  it.each(translatedKinds)('gives $name an empty English part of its own fields and saves it back unchanged', ({ shape, document, empty }) => {
    const { form, saved } = roundTrip(document, shape);
    expect((form.texts as Values).en).toEqual(empty);
    expect((form.texts as Values).zh).toEqual((document.texts as Values).zh);
    expect(saved).toEqual(document);
  });

  it.each(translatedKinds)('keeps the English that is typed into $name', ({ shape, document }) => {
    const { form } = roundTrip(document, shape);
    const english = { ...((form.texts as Values).en as Values), ...Object.fromEntries(Object.keys((form.texts as Values).en as Values).filter((key) => key !== 'highlights').map((key) => [key, `${key} in English`])) };
    const typed = { ...form, texts: { ...(form.texts as Values), en: english } };
    expect(toSavedDocument(typed, shape)).toEqual({ ...document, texts: { zh: (document.texts as Values).zh, en: english } });
  });
});

describe("the settings' form", () => {
  it('carries both languages through unchanged', () => {
    const { form, saved } = roundTrip(settings, SETTINGS_SHAPE);
    expect(form).toEqual(settings);
    expect(saved).toEqual(settings);
  });

  it('saves a language cleared in the form as typed, for the server to refuse, never as a hidden null', () => {
    const blank = Object.fromEntries(TRANSLATED_SETTING_KEYS.map((key) => [key, '']));
    const cleared = { ...values(settings), texts: { zh: settings.texts.zh, en: blank } };
    expect(toSavedDocument(cleared, SETTINGS_SHAPE)).toEqual(cleared);
  });
});

const friendlyLink: FriendlyLinkDocument = { language: 'en', name: 'Partner', link: 'https://partner.example.com', sort: 0 };

describe('the form of a kind written in one language', () => {
  it('carries a friendly link through unchanged, with no language part added', () => {
    const { form, saved } = roundTrip(friendlyLink, FRIENDLY_LINK_SHAPE);
    expect(form).toEqual(friendlyLink);
    expect(saved).toEqual(friendlyLink);
    expect(Object.keys(form)).not.toContain('null');
  });
});

describe("careers' forms, whose Chinese text is required", () => {
  const jobCategory: JobCategoryDocument = { names: { zh: '研发类', en: null }, sort: 1 };

  it('gives a job category an empty English name and saves it back as missing', () => {
    const { form, saved } = roundTrip(jobCategory, JOB_FACET_SHAPE);
    expect(form.names).toEqual({ zh: '研发类', en: '' });
    expect(saved).toEqual(jobCategory);
  });

  it('saves a cleared Chinese text as typed, for the server to refuse, never as a hidden null', () => {
    const clearedName = toSavedDocument({ ...values(jobCategory), names: { zh: ' ', en: 'R&D' } }, JOB_FACET_SHAPE);
    expect(clearedName.names).toEqual({ zh: ' ', en: 'R&D' });
    const blank = { post: '', place: '', duties: '', requirements: '' };
    const clearedJob = toSavedDocument({ ...values(job), texts: { zh: blank, en: blank } }, JOB_SHAPE);
    expect(clearedJob.texts).toEqual({ zh: blank, en: null });
  });

  it("compares a job's duties and requirements as HTML in its history, per language", () => {
    const changed = { ...job, texts: { ...job.texts, zh: { ...job.texts.zh!, post: '高级电气工程师', duties: '<ul><li>调试</li><li>培训</li></ul>' } } };
    expect(documentChanges(job, changed, JOB_SHAPE)).toEqual([
      { path: 'texts.zh.post', before: '电气工程师', after: '高级电气工程师', html: false },
      { path: 'texts.zh.duties', before: job.texts.zh!.duties, after: changed.texts.zh.duties, html: true },
    ]);
  });
});
