import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../contract/content/documents/category';
import type { ContentRecord } from '../../../contract/content/protocol';
import type { ImagesWithoutAlt, MediaAsset } from '../../../contract/media/mediaAsset';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { transparentPng, uploadMedia } from '../../support/mediaUploads';
import { ENGINES } from '../../support/testApp';
import { articleDocument, content, createPublished, openApi, rootCategory } from '../../support/contentApi';

type ArticleRecord = ContentRecord<ArticleDocument>;
type Refusal = { code: number; msg: string; data: ImagesWithoutAlt };

/** Publishing refuses an item that shows a media-library picture without alternative text in a language it is shown in. */
describe.each(ENGINES)('alternative text required on publish on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let cases: ContentRecord<CategoryDocument>;

  const upload = async (fileName: string, alt: { zh: string; en: string } = { zh: '', en: '' }, decorative = false) => {
    const uploaded = await uploadMedia(test.app, editor, fileName, await transparentPng());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const asset = uploaded.json<MediaAsset>();
    const described = await call(test.app, 'PUT', `/media/${asset.id}`, editor, { alt, decorative, focalX: 0.5, focalY: 0.5 });
    expect(described.statusCode).toBe(200);
    return described.json<MediaAsset>();
  };
  const create = async (document: ArticleDocument) => {
    const created = await content<ArticleRecord>(test.app, editor, 'POST', 'articles', { document });
    expect(created.status).toBe(201);
    return created.body;
  };
  const publish = (record: ArticleRecord, language = 'zh') =>
    content<Refusal & { record: ArticleRecord }>(test.app, editor, 'POST', `articles/${record.id}/publish?language=${language}`, { revision: record.revision });
  const shown = async (id: number) => (await openApi(test.app, `articleDetails/${id}?language=zh`)).status;
  const wideWebp = (asset: MediaAsset) => asset.variants.find((variant) => variant.format === 'webp' && variant.name.startsWith('w'))!.url;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
    cases = await createPublished(test.app, editor, 'categories', rootCategory(0, 'AllCase'));
  });
  afterAll(() => test.close());

  it('refuses a thumbnail without alternative text, naming the picture and each language in the editor’s language, and publishes nothing', async () => {
    const picture = await upload('yard.png');
    const record = await create(articleDocument(cases.id, 'Yard', { thumbnail: picture.url }));

    const english = await publish(record, 'en');
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      code: 422,
      msg: 'Pictures in “Yard (English)” have no alternative text: “yard.png” (Chinese), “yard.png” (English). Add it in the media library, or mark them decorative, then publish',
      data: { images: [{ assetId: picture.id, fileName: 'yard.png', language: 'zh' }, { assetId: picture.id, fileName: 'yard.png', language: 'en' }] },
    });
    const chinese = await publish(record);
    expect(chinese.body.msg).toBe('“Yard（中文）”中的图片缺少替代文字：“yard.png”（中文）、“yard.png”（英文）。请在媒体库中为其补充替代文字，或标为装饰性图片后再发布');
    expect(await shown(record.id)).toBe(404);

    await call(test.app, 'PUT', `/media/${picture.id}`, editor, { alt: { zh: '堆场', en: 'The yard' }, decorative: false, focalX: 0.5, focalY: 0.5 });
    const published = await publish(record);
    expect(published.status).toBe(200);
    expect(published.body.record).toMatchObject({ published: true, hasDraft: false });
    expect(await shown(record.id)).toBe(200);
  });

  it('asks for a language’s text only where the item is shown in that language and shows the picture there', async () => {
    const picture = await upload('dock.png', { zh: '月台', en: '' });
    const document = articleDocument(cases.id, 'Dock');
    const inEnglishBody = await create({
      ...document,
      texts: { ...document.texts, en: { ...document.texts.en!, content: `<p>Dock</p><img src="${wideWebp(picture)}" alt="">` } },
    });
    const refused = await publish(inEnglishBody, 'en');
    expect(refused.status).toBe(422);
    expect(refused.body.data.images).toEqual([{ assetId: picture.id, fileName: 'dock.png', language: 'en' }]);
    expect(refused.body.msg).toContain('“dock.png” (English)');

    const inChineseBody = await create({
      ...document,
      texts: { ...document.texts, zh: { ...document.texts.zh!, content: `<p>月台</p><img src="${wideWebp(picture)}" alt="">` } },
    });
    expect((await publish(inChineseBody)).status).toBe(200);

    const chineseOnly = await create({ ...document, thumbnail: picture.url, texts: { ...document.texts, en: null } });
    expect((await publish(chineseOnly)).status).toBe(200);

    await call(test.app, 'PUT', `/media/${picture.id}`, editor, { alt: { zh: '月台', en: 'The dock' }, decorative: false, focalX: 0.5, focalY: 0.5 });
    expect((await publish(inEnglishBody)).status).toBe(200);
  });

  it('publishes a decorative picture without any text', async () => {
    const picture = await upload('stripes.png', { zh: '', en: '' }, true);
    const record = await create(articleDocument(cases.id, 'Stripes', { thumbnail: picture.url }));
    expect((await publish(record)).status).toBe(200);
  });

  it('refuses publishing everything pending while one item shows such a picture, publishing none of it', async () => {
    const picture = await upload('crane.png', { zh: '', en: 'A crane' });
    const fine = await create(articleDocument(cases.id, 'Fine'));
    const lacking = await create(articleDocument(cases.id, 'Crane', { thumbnail: picture.url }));
    const pending = await content<Refusal>(test.app, editor, 'POST', 'publish-pending?language=en');
    expect(pending.status).toBe(422);
    expect(pending.body.msg).toContain('“Crane (English)”');
    expect(pending.body.data.images).toEqual([{ assetId: picture.id, fileName: 'crane.png', language: 'zh' }]);
    expect(await shown(fine.id)).toBe(404);
    expect(await shown(lacking.id)).toBe(404);

    await content(test.app, editor, 'DELETE', `articles/${lacking.id}`);
    expect((await content(test.app, editor, 'POST', 'publish-pending')).status).toBe(200);
    expect(await shown(fine.id)).toBe(200);
  });
});
