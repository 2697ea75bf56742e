/**
 * An article's attached file belongs to each language's version: the back office saves a file per
 * language and answers it back, the open API gives each language its own, and a file one
 * translation attaches cannot be deleted from the media library.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { ContentRecord } from '../../../contract/content/protocol';
import type { ArticleDetails, ArticleListItem } from '../../../contract/entities/article';
import type { MediaAsset } from '../../../contract/media/mediaAsset';
import type { StoredFileSummary } from '../../../contract/media/storedFile';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp, standInPublisher } from '../../support/staffApp';
import { brochurePdf, uploadMedia } from '../../support/mediaUploads';
import { ENGINES } from '../../support/testApp';
import { articleDocument, content, createPublished, openApi, rootCategory } from '../../support/contentApi';


type ArticleRecord = ContentRecord<ArticleDocument>;

describe.each(ENGINES)("an article's file per language on %s", (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let reports: number;
  let chineseFile: MediaAsset;
  let englishFile: MediaAsset;

  const upload = async (fileName: string) => {
    const response = await uploadMedia(test.app, editor, fileName, await brochurePdf());
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MediaAsset>();
  };
  const withFiles = (title: string, zh: number | null, en: number | null): ArticleDocument => {
    const document = articleDocument(reports, title);
    return { ...document, texts: { zh: { ...document.texts.zh!, fileId: zh }, en: { ...document.texts.en!, fileId: en } } };
  };

  beforeAll(async () => {
    test = await startStaffApp(engine, { publisher: standInPublisher });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
    reports = (await createPublished(test.app, editor, 'categories', rootCategory(3, 'reports'))).id;
    chineseFile = await upload('年度报告.pdf');
    englishFile = await upload('annual-report.pdf');
  });
  afterAll(() => test.close());

  it('saves a file per language, answers each back, and gives each language its own in the list and the details', async () => {
    const created = await content<ArticleRecord>(test.app, editor, 'POST', 'articles', { document: withFiles('Annual report', chineseFile.storedFileId, englishFile.storedFileId) });
    expect(created.status).toBe(201);
    const loaded = (await content<ArticleRecord>(test.app, editor, 'GET', `articles/${created.body.id}`)).body;
    expect(loaded.document.texts.zh!.fileId).toBe(chineseFile.storedFileId);
    expect(loaded.document.texts.en!.fileId).toBe(englishFile.storedFileId);
    expect(loaded.document).not.toHaveProperty('fileId');

    await content(test.app, editor, 'POST', `articles/${created.body.id}/publish`, { revision: created.body.revision });
    const published = (await content<ArticleRecord>(test.app, editor, 'GET', `articles/${created.body.id}`)).body;
    expect(published.document.texts).toEqual(loaded.document.texts);
    const shown = {} as Record<string, { fileId: number | null; fileUrl: string | null }>;
    for (const language of ['zh', 'en']) {
      const details = (await openApi(test.app, `articleDetails/${created.body.id}?language=${language}`)).body.data as ArticleDetails;
      const row = ((await openApi(test.app, `article/list?classifyId=${reports}&language=${language}`)).body.rows as ArticleListItem[]).find((item) => item.articleId === created.body.id)!;
      expect({ fileId: row.fileId, fileUrl: row.fileUrl }).toEqual({ fileId: details.fileId, fileUrl: details.fileUrl });
      shown[language] = { fileId: details.fileId, fileUrl: details.fileUrl };
    }
    expect(shown.zh!.fileId).toBe(chineseFile.storedFileId);
    expect(shown.en!.fileId).toBe(englishFile.storedFileId);
    expect(shown.zh!.fileUrl).not.toBe(shown.en!.fileUrl);
    for (const { fileUrl } of Object.values(shown)) expect((await test.app.inject({ method: 'GET', url: fileUrl! })).statusCode).toBe(200);

    // A language without a file has none, whatever the other language attaches.
    const edited = withFiles('Annual report', chineseFile.storedFileId, null);
    const saved = await content<ArticleRecord>(test.app, editor, 'PUT', `articles/${created.body.id}`, { revision: published.revision, document: edited });
    expect(saved.status).toBe(200);
    await content(test.app, editor, 'POST', `articles/${created.body.id}/publish`, { revision: saved.body.revision });
    expect(((await openApi(test.app, `articleDetails/${created.body.id}?language=en`)).body.data as ArticleDetails)).toMatchObject({ fileId: null, fileUrl: null });
    expect(((await openApi(test.app, `articleDetails/${created.body.id}?language=zh`)).body.data as ArticleDetails).fileId).toBe(chineseFile.storedFileId);
  });

  it('names a stored file by its id for the form and the preview, whether or not the library holds it', async () => {
    const found = await call(test.app, 'GET', `/stored-files/${englishFile.storedFileId}`, editor);
    expect(found.statusCode).toBe(200);
    const summary = found.json<StoredFileSummary>();
    expect(summary).toEqual({ id: englishFile.storedFileId, fileName: 'annual-report.pdf', url: expect.stringMatching(/^\/cms\/static\/files\/.+\.pdf$/) });
    expect((await test.app.inject({ method: 'GET', url: summary.url })).statusCode).toBe(200);
    const { file_id } = await test.app.db
      .insertInto('stored_file')
      .values({ file_name: 'seeded.pdf', stored_name: 'seeded-en.pdf', mime_type: 'application/pdf', size_bytes: 10, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('file_id')
      .executeTakeFirstOrThrow();
    expect((await call(test.app, 'GET', `/stored-files/${file_id}`, editor)).json()).toEqual({ id: file_id, fileName: 'seeded.pdf', url: '/cms/static/files/seeded-en.pdf' });
    expect((await call(test.app, 'GET', '/stored-files/999999', editor)).statusCode).toBe(404);
  });

  it('refuses a file that does not exist, naming the language whose field holds it', async () => {
    const refused = await content<{ field: string }>(test.app, editor, 'POST', 'articles', { document: withFiles('Missing file', chineseFile.storedFileId, 999_999) });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('texts.en.fileId');
  });

  it("refuses to delete a file one language's version attaches, saying which article", async () => {
    const attached = await upload('english-only.pdf');
    const record = await createPublished(test.app, editor, 'articles', withFiles('English file only', null, attached.storedFileId));
    const refused = await call(test.app, 'DELETE', `/media/${attached.id}`, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.usages).toEqual([expect.objectContaining({ kind: 'article', id: String(record.id), field: 'file' })]);
  });
});
