// The back office's content calls as an editor's browser makes them, and the open API a visitor reads.
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../contract/api';
import type { ArticleDocument } from '../../contract/content/documents/article';
import type { CategoryDocument } from '../../contract/content/documents/category';
import type { JobDocument } from '../../contract/content/documents/job';
import type { TagDocument } from '../../contract/content/documents/tag';
import type { ContentListRow, ContentRecord } from '../../contract/content/protocol';
import { call, type SignedIn } from './staffApp';

export interface Answer<Body = unknown> {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
}

/** A content call (`content/…`) as the signed-in `session`. */
export async function content<Body = unknown>(
  app: FastifyInstance,
  session: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
): Promise<Answer<Body>> {
  const response = await call(app, method, `/content/${path}`, session, payload);
  return { status: response.statusCode, body: response.json() as Body, headers: response.headers };
}

/** Creates and publishes an item; answers its record as published. */
export async function createPublished<Document>(app: FastifyInstance, session: SignedIn, kind: string, document: Document): Promise<ContentRecord<Document>> {
  const created = await content<ContentRecord<Document>>(app, session, 'POST', kind, { document });
  if (created.status !== 201) throw new Error(`creating in ${kind} answered ${created.status}: ${JSON.stringify(created.body)}`);
  const published = await content<{ record: ContentRecord<Document> }>(app, session, 'POST', `${kind}/${created.body.id}/publish`, { revision: created.body.revision });
  if (published.status !== 200) throw new Error(`publishing in ${kind} answered ${published.status}: ${JSON.stringify(published.body)}`);
  return published.body.record;
}

/**
 * Creates a job titled `post` (in Chinese only) and leaves it a draft, in the first job category and
 * work place the list shows; its duties read 草稿职责. Answers its record as created.
 */
export async function createDraftJob(app: FastifyInstance, session: SignedIn, post: string): Promise<ContentRecord<JobDocument>> {
  const firstId = async (kind: string) => (await content<ContentListRow[]>(app, session, 'GET', kind)).body[0]!.id;
  const document: JobDocument = {
    jobCategoryId: await firstId('job-categories'),
    workPlaceId: await firstId('work-places'),
    headcount: 2,
    announceTime: '2026-11-20',
    closingDate: null,
    employmentType: 'FULL_TIME',
    texts: { zh: { post, place: '草稿园区', duties: '<p>草稿职责</p>', requirements: '<p>草稿要求</p>' }, en: null },
    recruiterMailbox: null,
    recruiterLanguage: 'zh',
  };
  const created = await content<ContentRecord<JobDocument>>(app, session, 'POST', 'jobs', { document });
  if (created.status !== 201) throw new Error(`creating a job answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body;
}

/** An open API call as a visitor's browser makes it: the status and the envelope. */
export async function openApi(app: FastifyInstance, path: string): Promise<{ status: number; body: { code: number; data?: unknown; rows?: unknown[]; total?: number } }> {
  const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/${path}` });
  return { status: response.statusCode, body: response.json() };
}

export const rootCategory = (classifyType: CategoryDocument['classifyType'], outLink: string): CategoryDocument => ({
  classifyType,
  parentId: null,
  outLink,
  sort: 0,
  names: { zh: '全部', en: 'All' },
});

export const tagDocument = (zh: string, en: string | null, sort = 0): TagDocument => ({ group: 'province', sort, names: { zh, en } });

export const articleDocument = (categoryId: number, title: string, overrides: Partial<ArticleDocument> = {}): ArticleDocument => ({
  categoryId,
  thumbnail: '/media/case.jpg',
  publishTime: '2026-03-01',
  sort: 0,
  tagIds: [],
  texts: {
    zh: { title: `${title}（中文）`, summary: '摘要', content: '<p>正文</p>', fileId: null },
    en: { title: `${title} (English)`, summary: 'Summary', content: '<p>Body</p>', fileId: null },
  },
  ...overrides,
});
