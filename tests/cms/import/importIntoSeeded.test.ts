import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import type { ClassifyNode } from '../../../contract/entities/classify';
import { categoriesKind } from '../../../cms/content/categories/categoryKind';
import { importContent } from '../../../cms/import/importContent';
import type { ImportSummary } from '../../../cms/import/importSummary';
import { writeContentExport } from '../../support/contentExport';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const CASES = 6;

async function caseTree(test: TestApp): Promise<ClassifyNode[]> {
  return (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/classify/treeData?classifyType=0&language=en` })).json().data;
}

async function listedTotal(test: TestApp, classifyId: number): Promise<number> {
  return (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/article/list?classifyId=${classifyId}` })).json().total;
}

describe.each(ENGINES)('importing into a database that has content on %s', (engine) => {
  let test: TestApp;
  let folder: string;
  let before: ClassifyNode[];
  let seededCases: number;
  let summary: ImportSummary;
  let clashing: ImportSummary;

  beforeAll(async () => {
    test = await startTestApp(engine);
    before = await caseTree(test);
    seededCases = await listedTotal(test, before[0]!.classifyId);
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    const { file } = await writeContentExport(folder, { cases: CASES });
    summary = await importContent({ db: test.app.db, publicDir: test.app.storage.publicDir, file });
    const { file: clashingFile } = await writeContentExport(path.join(folder, 'clashing'), { cases: 0 });
    const content = JSON.parse(await fs.readFile(clashingFile, 'utf8'));
    for (const language of ['zh', 'en']) content[language]['classify/treeData']['3'][0].outLink = 'announcements';
    await fs.writeFile(clashingFile, JSON.stringify(content));
    clashing = await importContent({ db: test.app.db, publicDir: test.app.storage.publicDir, file: clashingFile });
  }, 120_000);
  afterAll(async () => {
    await test.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('takes over each tree\'s root and the categories of the same route instead of doubling them', async () => {
    // Roots AllCase and investor, categories tobacco, automotive and periodicReports exist; food and pharma do not.
    expect(summary.kinds.category).toMatchObject({ created: 2, updated: 5, refused: [] });
    const after = await caseTree(test);
    expect(after).toHaveLength(1);
    expect(after[0]!.classifyId).toBe(before[0]!.classifyId);
    expect(after[0]!.classifyName).toBe('All cases');
    const outLinks = after[0]!.children.map((node) => node.outLink);
    expect(new Set(outLinks).size).toBe(outLinks.length);
    expect(outLinks).toEqual(expect.arrayContaining(['tobacco', 'automotive', 'food', 'pharma', 'newEnergy']));
    expect(await listedTotal(test, after[0]!.classifyId)).toBe(seededCases + CASES);
  });

  it('keeps a root it takes over as seeded (version 1) and as imported (version 2)', async () => {
    const root = before[0]!.classifyId;
    const versions = await test.app.db.selectFrom('content_version').select(['number', 'origin', 'document'])
      .where('kind', '=', 'categories').where('item_id', '=', root).orderBy('number').execute();
    expect(versions.map(({ number, origin }) => ({ number, origin }))).toEqual([{ number: 1, origin: 'seeded' }, { number: 2, origin: 'imported' }]);
    expect(JSON.parse(versions[1]!.document)).toEqual((await categoriesKind.load(test.app.db, root))!.document);
  });

  it('refuses a change that would give a category another category\'s route, and keeps the category as it was', async () => {
    const routes = await test.app.db.selectFrom('classify').select(['classify_id', 'out_link']).where('classify_type', '=', 3).execute();
    const announcements = routes.find((route) => route.out_link === 'announcements')!.classify_id;
    expect(clashing.kinds.category!.refused).toEqual([
      { label: 'category announcements (509)', reason: `outLink announcements is already the route of category ${announcements}` },
    ]);
    expect(routes.filter((route) => route.out_link === 'announcements')).toHaveLength(1);
    expect(routes.filter((route) => route.out_link === 'investor')).toHaveLength(1);
  });
});
