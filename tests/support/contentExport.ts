import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArticleDetails, ArticleListItem } from '../../contract/entities/article';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../contract/entities/classify';
import type { FriendlyLink } from '../../contract/entities/friendlyLink';
import type { JobDetails, JobListItem } from '../../contract/entities/job';
import type { ServiceLocation } from '../../contract/entities/serviceLocation';
import { TAG_GROUPS, type Tag } from '../../contract/entities/tag';
import { API_LANGUAGES, type ApiLanguage } from '../../contract/language';

/** An `article/list` row of an export: the list's fields and the article's details. */
export type ExportedArticle = ArticleListItem & { articleDetails: ArticleDetails };
export type ExportedJob = JobListItem & { jobDetails: JobDetails };

export interface GeneratedSection {
  'classify/treeData': Record<string, ClassifyNode[]>;
  'tag/list': Tag[];
  'article/list': ExportedArticle[];
  'job/list': ExportedJob[];
  'blogroll/list': FriendlyLink[];
  'localtion/list': ServiceLocation[];
}

export type GeneratedExport = Record<ApiLanguage, GeneratedSection>;

export interface ExportSize {
  cases: number;
  jobs?: number;
}

const DAY_MS = 86_400_000;
const CASE_CATEGORIES = ['tobacco', 'automotive', 'food', 'pharma'];
const REPORT_CATEGORY = 'periodicReports';
/** Ids of the old system: far from the ids a new database gives, so a test never passes by their coincidence. */
const FIRST_ID = { category: 500, tag: 700, article: 10_001, job: 3_001, link: 900, location: 800, jobCategory: 40, workPlace: 60 };
const words = { zh: { case: '案例', summary: '项目摘要', body: '项目介绍' }, en: { case: 'Case', summary: 'Project summary', body: 'About the project' } };

/** A small picture every case uses, and a report's PDF in each language: the media files of the export. */
export const EXPORT_MEDIA = {
  image: 'media/case.svg',
  report: { zh: 'media/annual-report-zh.pdf', en: 'media/annual-report-en.pdf' },
} as const;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#1769aa"/></svg>';
const pdf = (language: ApiLanguage) => `%PDF-1.4\n% ${language}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

/**
 * An export in the shape of the open API's answers, both languages: a case tree of four
 * categories and tags of every group, `cases` cases spread over them, an investor report with a
 * PDF per language, jobs (all but the last in English too), friendly links per language and service locations. Lists are in the order the API
 * answers them. Writes it as `export.json` with its media in `folder`; answers the file.
 */
export async function writeContentExport(folder: string, size: ExportSize): Promise<{ file: string; content: GeneratedExport }> {
  const content = generateContentExport(size);
  await fs.mkdir(path.join(folder, 'media'), { recursive: true });
  await fs.writeFile(path.join(folder, EXPORT_MEDIA.image), SVG);
  for (const language of API_LANGUAGES) await fs.writeFile(path.join(folder, EXPORT_MEDIA.report[language]), pdf(language));
  const file = path.join(folder, 'export.json');
  await fs.writeFile(file, JSON.stringify(content));
  return { file, content };
}

export function generateContentExport(size: ExportSize): GeneratedExport {
  return Object.fromEntries(API_LANGUAGES.map((language) => [language, section(language, size)])) as GeneratedExport;
}

function section(language: ApiLanguage, size: ExportSize): GeneratedSection {
  const name = (zh: string, en: string) => (language === 'zh' ? zh : en);
  const categoryIds = CASE_CATEGORIES.map((_, index) => FIRST_ID.category + 1 + index);
  const caseTree: ClassifyNode = {
    classifyId: FIRST_ID.category,
    classifyName: name('全部案例', 'All cases'),
    outLink: 'AllCase',
    children: CASE_CATEGORIES.map((outLink, index) => ({
      classifyId: categoryIds[index]!,
      classifyName: name(`行业 ${index + 1}`, `Industry ${index + 1}`),
      outLink,
      children: [],
    })),
  };
  const reportId = FIRST_ID.category + 10;
  const investorTree: ClassifyNode = {
    classifyId: FIRST_ID.category + 9,
    classifyName: name('投资者关系', 'Investors'),
    outLink: 'investor',
    children: [{ classifyId: reportId, classifyName: name('定期报告', 'Periodic reports'), outLink: REPORT_CATEGORY, children: [] }],
  };
  const tags: Tag[] = [...TAG_GROUPS].sort().flatMap((tagGroup, group) =>
    [0, 1].map((index) => ({ tagId: FIRST_ID.tag + group * 2 + index, tagGroup, tagName: name(`标签 ${group}-${index}`, `Tag ${group}-${index}`) })),
  );
  const classifyName = new Map([...caseTree.children, ...investorTree.children].map((node) => [node.classifyId, node.classifyName]));
  const article = (articleId: number, classifyId: number, publishTime: string, fields: Partial<ArticleListItem>): ExportedArticle => {
    const row: ArticleListItem = {
      id: articleId * 10 + (language === 'en' ? 1 : 0),
      articleId,
      articleTitle: `${words[language].case} ${articleId}`,
      articleSummary: `${words[language].summary} ${articleId}`,
      articleThumbnail: EXPORT_MEDIA.image,
      classifyId,
      publishTime,
      fileUrl: null,
      fileId: null,
      tagIds: [],
      ...fields,
    };
    const articleContent = `<h2>${words[language].body}</h2><p>${row.articleTitle}</p><ul><li>${articleId}</li></ul>`;
    return { ...row, articleDetails: { ...row, articleContent, classifyName: classifyName.get(classifyId)!, previous: null, next: null } };
  };
  const cases = Array.from({ length: size.cases }, (_, n) =>
    article(FIRST_ID.article + n, categoryIds[n % categoryIds.length]!, isoDay(n % 400), {
      tagIds: [tags[n % tags.length]!.tagId, tags[(n + 3) % tags.length]!.tagId].sort((a, b) => a - b),
    }),
  );
  const report = article(FIRST_ID.article - 1, reportId, isoDay(0), { fileUrl: EXPORT_MEDIA.report[language], fileId: language === 'zh' ? 1 : 2 });
  // Every job but the last has an English text: the English list leaves that one out.
  const jobCount = size.jobs ?? 3;
  const jobs = Array.from({ length: language === 'zh' ? jobCount : jobCount - 1 }, (_, n): ExportedJob => {
    const row: JobListItem = {
      jobId: FIRST_ID.job + n,
      post: name(`岗位 ${n + 1}`, `Post ${n + 1}`),
      jobCategoryId: FIRST_ID.jobCategory + (n % 2),
      jobCategoryName: n % 2 === 0 ? name('研发', 'R&D') : name('销售', 'Sales'),
      workPlaceId: FIRST_ID.workPlace + (n % 2),
      workPlaceName: n % 2 === 0 ? name('杭州', 'Hangzhou') : name('北京', 'Beijing'),
      place: name(`园区 ${n + 1} 号楼`, `Building ${n + 1}`),
      headcount: n + 1,
      announceTime: isoDay(n * 3),
      // The first job closes on a day and is an internship; the others are open and full-time.
      closingDate: n === 0 ? '2027-01-31' : null,
      closesAt: n === 0 ? '2027-01-31T23:59:59+08:00' : null,
      employmentType: n === 0 ? 'INTERN' : 'FULL_TIME',
    };
    return { ...row, jobDetails: { ...row, duties: name(`<p>职责 ${n + 1}</p>`, `<p>Duties ${n + 1}</p>`), requirements: name(`<p>要求 ${n + 1}</p>`, `<p>Requirements ${n + 1}</p>`) } };
  });
  return {
    'classify/treeData': { [CLASSIFY_TYPES.cases]: [caseTree], [CLASSIFY_TYPES.investor]: [investorTree] },
    'tag/list': tags,
    'article/list': inListOrder([...cases, report]),
    'job/list': jobs.sort((a, b) => b.announceTime.localeCompare(a.announceTime) || b.jobId - a.jobId),
    'blogroll/list': [0, 1].map((n) => ({
      blogrollId: FIRST_ID.link + n * 2 + (language === 'en' ? 1 : 0),
      blogrollName: name(`友情链接 ${n + 1}`, `Partner ${n + 1}`),
      blogrollLink: `https://partner${n + 1}.example.com/${language}`,
    })),
    'localtion/list': (['headquarters', 'branch', 'service'] as const).map((locationType, n) => ({
      locationId: FIRST_ID.location + n,
      locationName: name(`网点 ${n + 1}`, `Office ${n + 1}`),
      province: name(['浙江省', '北京市', '广东省'][n]!, ['Zhejiang', 'Beijing', 'Guangdong'][n]!),
      address: name(`路 ${n + 1} 号`, `${n + 1} Road`),
      phone: `0571-8888 000${n}`,
      locationType,
    })),
  };
}

/** The lists' order: newest first, then the highest id first. */
function inListOrder(rows: ExportedArticle[]): ExportedArticle[] {
  return rows.sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.articleId - a.articleId);
}

function isoDay(offset: number): string {
  return new Date(Date.UTC(2021, 0, 1) + offset * DAY_MS).toISOString().slice(0, 10);
}
