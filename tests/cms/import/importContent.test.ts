import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import type { ClassifyNode } from '../../../contract/entities/classify';
import { API_LANGUAGES } from '../../../contract/language';
import { importContent } from '../../../cms/import/importContent';
import type { ImportSummary } from '../../../cms/import/importSummary';
import { loadImportKeys } from '../../../cms/import/importKeys';
import { readContentRevision } from '../../../cms/content/contentRevision';
import { articlesKind } from '../../../cms/content/articles/articleKind';
import { EXPORT_MEDIA, writeContentExport, type GeneratedExport, type GeneratedSection } from '../../support/contentExport';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';
import { readOpenApiContent } from './openApiContent';

const CASES = 300;
const IMAGE_ADDRESS = /^\/cms\/static\/images\/[0-9a-f]{32}\.svg$/;
const FILE_ADDRESS = /^\/cms\/static\/files\/[0-9a-f]{32}\.pdf$/;

type Ids = Record<string, Map<string, number>>;

/** The export as the open API must answer it once imported: source ids replaced by the local ones. */
function expectedAnswers(section: GeneratedSection, ids: Ids): GeneratedSection {
  const local = (kind: string, id: number) => {
    const found = ids[kind]!.get(String(id));
    if (found === undefined) throw new Error(`${kind} ${id} was not imported`);
    return found;
  };
  const tree = (node: ClassifyNode): ClassifyNode => ({ ...node, classifyId: local('category', node.classifyId), children: node.children.map(tree) });
  const roots = Object.values(section['classify/treeData']).flat();
  const underRoot = (root: ClassifyNode) => new Set([root, ...root.children].map((node) => node.classifyId));
  return {
    'classify/treeData': Object.fromEntries(Object.entries(section['classify/treeData']).map(([type, nodes]) => [type, nodes.map(tree)])),
    'tag/list': section['tag/list'].map((tag) => ({ ...tag, tagId: local('tag', tag.tagId) })),
    // The API lists each root's articles; the export lists them all in one list of the same order.
    'article/list': roots.flatMap((root) => section['article/list'].filter((row) => underRoot(root).has(row.classifyId))).map((row) => ({
      ...row,
      articleId: local('article', row.articleId),
      classifyId: local('category', row.classifyId),
      tagIds: row.tagIds.map((id) => local('tag', id)).sort((a, b) => a - b),
    })),
    'job/list': section['job/list'].map((job) => {
      const localIds = { jobId: local('job', job.jobId), jobCategoryId: local('jobCategory', job.jobCategoryId), workPlaceId: local('workPlace', job.workPlaceId) };
      return { ...job, ...localIds, jobDetails: { ...job.jobDetails, ...localIds } };
    }),
    'blogroll/list': section['blogroll/list'].map((link) => ({ ...link, blogrollId: local('friendlyLink', link.blogrollId) })),
    'localtion/list': section['localtion/list'].map((location) => ({ ...location, locationId: local('serviceLocation', location.locationId) })),
  };
}

/**
 * What both sides must agree on. Not kept by an import: the id of each language's version of an
 * article (the database numbers it), its neighbours (computed by the API), and where media are:
 * stored files are named by their content, so an address stands for the export's file it holds
 * (their bytes are compared by the media test).
 */
function comparable(section: GeneratedSection) {
  return {
    ...section,
    'article/list': section['article/list'].map(({ id: _id, articleDetails, articleThumbnail, fileUrl, fileId, ...row }) => ({
      ...row,
      articleThumbnail: IMAGE_ADDRESS.test(articleThumbnail) || articleThumbnail === EXPORT_MEDIA.image ? 'the image' : articleThumbnail,
      fileUrl: fileUrl && (FILE_ADDRESS.test(fileUrl) || (Object.values(EXPORT_MEDIA.report) as string[]).includes(fileUrl)) ? 'the report' : fileUrl,
      hasFile: fileId !== null,
      articleDetails: { articleContent: articleDetails.articleContent, classifyName: articleDetails.classifyName },
    })),
  };
}

async function importIds(test: TestApp): Promise<Ids> {
  const kinds = ['category', 'tag', 'article', 'job', 'jobCategory', 'workPlace', 'friendlyLink', 'serviceLocation'];
  const entries = await Promise.all(kinds.map(async (kind) => {
    const keys = await loadImportKeys(test.app.db, kind);
    return [kind, new Map([...keys].map(([sourceId, key]) => [sourceId, key.localId]))] as const;
  }));
  return Object.fromEntries(entries);
}

const counts = (summary: ImportSummary) =>
  Object.fromEntries(Object.entries(summary.kinds).map(([kind, { created, updated, skipped, refused }]) => [kind, { created, updated, skipped, refused: refused.length }]));

describe.each(ENGINES)('importing a generated export of a few hundred cases twice on %s', (engine) => {
  let test: TestApp;
  let folder: string;
  let file: string;
  let content: GeneratedExport;
  let first: ImportSummary;
  let second: ImportSummary;

  beforeAll(async () => {
    test = await startTestApp(engine, { seed: undefined });
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    ({ file, content } = await writeContentExport(folder, { cases: CASES }));
    const run = () => importContent({ db: test.app.db, publicDir: test.app.storage.publicDir, file, batchSize: 64 });
    first = await run();
    second = await run();
  }, 240_000);
  afterAll(async () => {
    await test.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('creates every entity of the export on the first run, refusing nothing, and raises the content revision', () => {
    expect(counts(first)).toEqual({
      tag: { created: 8, updated: 0, skipped: 0, refused: 0 },
      category: { created: 7, updated: 0, skipped: 0, refused: 0 },
      article: { created: CASES + 1, updated: 0, skipped: 0, refused: 0 },
      jobCategory: { created: 2, updated: 0, skipped: 0, refused: 0 },
      workPlace: { created: 2, updated: 0, skipped: 0, refused: 0 },
      job: { created: 3, updated: 0, skipped: 0, refused: 0 },
      friendlyLink: { created: 4, updated: 0, skipped: 0, refused: 0 },
      serviceLocation: { created: 3, updated: 0, skipped: 0, refused: 0 },
    });
    expect(first.revisionAfter).toBeGreaterThan(first.revisionBefore);
  });

  it('creates and changes nothing on the second run, leaving the content revision as it was', async () => {
    for (const kind of Object.values(counts(second))) expect(kind).toMatchObject({ created: 0, updated: 0, refused: 0 });
    expect(second.kinds.article!.skipped).toBe(CASES + 1);
    expect(second.revisionAfter).toBe(first.revisionAfter);
    expect(await readContentRevision(test.app.db)).toBe(first.revisionAfter);
    const { total } = await test.app.db.selectFrom('article').select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    expect(Number(total)).toBe(CASES + 1);
  });

  it('keeps each imported item as it was written as its version 1, which a second run that changes nothing leaves alone', async () => {
    const versions = await test.app.db.selectFrom('content_version').select(['kind', 'item_id', 'number', 'origin', 'published_by', 'document']).execute();
    const perKind: Record<string, number> = {};
    for (const { kind } of versions) perKind[kind] = (perKind[kind] ?? 0) + 1;
    expect(perKind).toEqual({
      tags: 8, categories: 7, articles: CASES + 1, 'job-categories': 2, 'work-places': 2, jobs: 3, 'friendly-links': 4, 'service-locations': 3,
    });
    expect(new Set(versions.map(({ number, origin, published_by }) => JSON.stringify({ number, origin, published_by })))).toEqual(new Set([JSON.stringify({ number: 1, origin: 'imported', published_by: '' })]));
    const article = versions.find((version) => version.kind === 'articles')!;
    expect(JSON.parse(article.document)).toEqual((await articlesKind.load(test.app.db, article.item_id))!.document);
  });

  it('serves the imported content through the open API exactly as the export answered it, in both languages', async () => {
    const ids = await importIds(test);
    for (const language of API_LANGUAGES) {
      const section = content[language];
      const answered = await readOpenApiContent(test.app, language, Object.keys(section['classify/treeData']));
      expect(comparable(answered)).toEqual(comparable(expectedAnswers(section, ids)));
    }
  });

  it("stores the media the export names and serves them, each language's report its own file", async () => {
    const classifyId = (await importIds(test)).category!.get('509');
    const served = new Set<string>();
    for (const language of API_LANGUAGES) {
      const { rows } = (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/article/list?classifyId=${classifyId}&language=${language}` })).json();
      const [report] = rows as Array<{ articleThumbnail: string; fileUrl: string }>;
      expect(report!.articleThumbnail).toMatch(IMAGE_ADDRESS);
      expect(report!.fileUrl).toMatch(FILE_ADDRESS);
      served.add(report!.fileUrl);
      for (const [address, source] of [[report!.articleThumbnail, EXPORT_MEDIA.image], [report!.fileUrl, EXPORT_MEDIA.report[language]]] as const) {
        const answer = await test.app.inject({ method: 'GET', url: address });
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(await fs.readFile(path.join(folder, source)))).toBe(true);
      }
    }
    expect(served.size).toBe(API_LANGUAGES.length);
  });

});
