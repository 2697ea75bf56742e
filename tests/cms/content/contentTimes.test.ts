import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, INTERNAL_API_PATHS } from '../../../contract/api';
import type { ArticleExportItem } from '../../../contract/entities/article';
import { readContentChanges } from '../../../cms/content/contentChanges';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(ENGINES)('the content’s update times on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const textTimes = async (articleId: number) =>
    Object.fromEntries(
      (await test.app.db.selectFrom('article_i18n').select(['language', 'updated_at']).where('article_id', '=', articleId).execute())
        .map((row) => [row.language, row.updated_at]),
    );

  /** An article written in both languages, and another one to show what a write leaves alone. */
  const twoArticles = async () => {
    const rows = await test.app.db.selectFrom('article_i18n').select('article_id').where('language', '=', 'en').orderBy('article_id').limit(2).execute();
    return rows.map((row) => row.article_id) as [number, number];
  };

  it('dates one language’s text by its own writes, and both by a write to the article or its tags', async () => {
    const { db } = test.app;
    const [articleId, otherId] = await twoArticles();
    const seeded = await textTimes(articleId);
    const other = await textTimes(otherId);
    expect(seeded.zh).toMatch(ISO_TIME);
    expect(seeded.en).toMatch(ISO_TIME);

    await db.updateTable('article_i18n').set({ title: 'Retitled by the test' }).where('article_id', '=', articleId).where('language', '=', 'en').execute();
    const retitled = await textTimes(articleId);
    expect(retitled.en! > seeded.en!).toBe(true);
    expect(retitled.zh).toBe(seeded.zh);

    await db.updateTable('article').set({ publish_time: '2020-02-02' }).where('article_id', '=', articleId).execute();
    const redated = await textTimes(articleId);
    expect(redated.zh! > seeded.zh!).toBe(true);
    expect(redated.en! >= retitled.en!).toBe(true);

    const tag = await db.selectFrom('tag').select('tag_id').executeTakeFirstOrThrow();
    await db.deleteFrom('article_tag').where('article_id', '=', otherId).where('tag_id', '=', tag.tag_id).execute();
    await db.insertInto('article_tag').values({ article_id: otherId, tag_id: tag.tag_id }).execute();
    const retagged = await textTimes(otherId);
    expect(retagged.zh! > other.zh!).toBe(true);
    expect(retagged.en! > other.en!).toBe(true);
    expect(await textTimes(articleId)).toEqual(redated);
  });

  it('exports each article with its text’s update time', async () => {
    const [articleId] = await twoArticles();
    const { classify_id: classifyId } = await test.app.db.selectFrom('article').select('classify_id').where('article_id', '=', articleId).executeTakeFirstOrThrow();
    const times = await textTimes(articleId);
    for (const language of ['zh', 'en'] as const) {
      const response = await test.app.inject({ url: `${API_BASE_PATH}/${INTERNAL_API_PATHS.articleExport}?classifyId=${classifyId}&language=${language}&pageSize=100` });
      const row = (response.json().rows as ArticleExportItem[]).find((item) => item.articleId === articleId);
      expect(row?.updateTime).toBe(times[language]);
    }
  });

  it('dates each content table by its last write, and answers the times to the build', async () => {
    const { db } = test.app;
    const before = await readContentChanges(db);
    expect(before.site_setting).toMatch(ISO_TIME);
    expect(before.product).toMatch(ISO_TIME);

    const setting = await db.selectFrom('site_setting').select(['setting_key', 'language']).executeTakeFirstOrThrow();
    await db.updateTable('site_setting').set({ setting_value: 'Changed by the test' })
      .where('setting_key', '=', setting.setting_key).where('language', '=', setting.language).execute();
    const after = await readContentChanges(db);
    expect(after.site_setting! > before.site_setting!).toBe(true);
    expect(after.product).toBe(before.product);

    const answer = await test.app.inject({ url: `${API_BASE_PATH}/${INTERNAL_API_PATHS.contentChanges}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual(after);
  });
});
