import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, API_PATHS, MAX_PAGE_SIZE } from '../../../contract/api';
import type { ArticleDetails, ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import type { JobDetails, JobListItem } from '../../../contract/entities/job';
import type { ApiLanguage } from '../../../contract/language';
import type { ExportedArticle, ExportedJob, GeneratedSection } from '../../support/contentExport';

async function get<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/${url}` });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

async function everyPage<T>(app: FastifyInstance, url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await get<{ rows: T[]; total: number }>(app, `${url}&pageNum=${pageNum}&pageSize=${MAX_PAGE_SIZE}`);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}

/**
 * What the open API answers in one language, read as an export is made: each tree of the given
 * classify types, every article under each root with its details, every job with its details,
 * the tags, links and locations.
 */
export async function readOpenApiContent(app: FastifyInstance, language: ApiLanguage, classifyTypes: string[]): Promise<GeneratedSection> {
  const trees: Record<string, ClassifyNode[]> = {};
  const articles: ExportedArticle[] = [];
  for (const classifyType of classifyTypes) {
    const tree = (await get<{ data: ClassifyNode[] }>(app, `${API_PATHS.classifyTree}?classifyType=${classifyType}&language=${language}`)).data;
    trees[classifyType] = tree;
    for (const root of tree) {
      for (const row of await everyPage<ArticleListItem>(app, `${API_PATHS.articleList}?classifyId=${root.classifyId}&language=${language}`)) {
        const details = await get<{ data: ArticleDetails }>(app, `${API_PATHS.articleDetails(row.articleId)}?language=${language}`);
        articles.push({ ...row, articleDetails: details.data });
      }
    }
  }
  const jobs: ExportedJob[] = [];
  for (const row of await everyPage<JobListItem>(app, `${API_PATHS.jobList}?language=${language}`)) {
    jobs.push({ ...row, jobDetails: (await get<{ data: JobDetails }>(app, `${API_PATHS.jobDetails(row.jobId)}?language=${language}`)).data });
  }
  return {
    'classify/treeData': trees,
    'tag/list': (await get<{ data: GeneratedSection['tag/list'] }>(app, `${API_PATHS.tagList}?language=${language}`)).data,
    'article/list': articles,
    'job/list': jobs,
    'blogroll/list': (await get<{ data: GeneratedSection['blogroll/list'] }>(app, `${API_PATHS.friendlyLinks}?language=${language}`)).data,
    'localtion/list': (await get<{ data: GeneratedSection['localtion/list'] }>(app, `${API_PATHS.serviceLocations}?language=${language}`)).data,
  };
}
