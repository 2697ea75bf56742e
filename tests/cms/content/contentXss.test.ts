import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { ContentRecord } from '../../../contract/content/protocol';
import type { ArticleDetails } from '../../../contract/entities/article';
import { createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';
import { articleDocument, content, createPublished, openApi, rootCategory } from '../../support/contentApi';
import { executableParts } from '../../support/executableMarkup';
import { XSS_VECTORS } from '../../support/xssVectors';

describe('the check for executable markup', () => {
  it('finds what runs and passes what does not', () => {
    expect(executableParts('<script>alert(1)</script>')).toEqual(['<script>']);
    expect(executableParts('<img src=x onerror=alert(1)>')).toEqual(['img onerror']);
    expect(executableParts('<a href=" JaVa&#x09;script:alert(1)">x</a>')).toEqual(['a href= JaVa\tscript:alert(1)']);
    expect(executableParts('<p style="color:red">x</p>')).toEqual(['p style']);
    expect(executableParts('<svg><a xlink:href="javascript:alert(1)">x</a></svg>')).toEqual(['<svg>', 'a xlink:href=javascript:alert(1)']);
    expect(executableParts('<p><a href="https://ok.example/">ok</a> <a href="mailto:a@b.example">m</a> <img src="/media/a.png" alt="a"></p>')).toEqual([]);
  });
});

describe.each(ENGINES)('article bodies with XSS filter-evasion inputs on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
    categoryId = (await createPublished(test.app, editor, 'categories', rootCategory(0, 'AllCase'))).id;
  });
  afterAll(() => test.close());

  it.each(XSS_VECTORS)('keeps nothing executable of: $name', async ({ html }) => {
    const document = articleDocument(categoryId, 'XSS');
    const body = `<p>before</p>${html}<p>after</p>`;
    const texts = { zh: { ...document.texts.zh!, content: body }, en: { ...document.texts.en!, content: body } };
    const created = await content<ContentRecord<ArticleDocument>>(test.app, editor, 'POST', 'articles', { document: { ...document, texts } });
    expect(created.status).toBe(201);
    const saved = created.body.document.texts.zh!.content;
    expect(executableParts(saved)).toEqual([]);
    expect(saved).toContain('<p>before</p>');

    await publish(created.body);
    const read = await content<ContentRecord<ArticleDocument>>(test.app, editor, 'GET', `articles/${created.body.id}`);
    for (const language of ['zh', 'en'] as const) {
      expect(executableParts(read.body.document.texts[language]!.content)).toEqual([]);
      const shown = await openApi(test.app, `articleDetails/${created.body.id}?language=${language}`);
      expect(shown.status).toBe(200);
      const served = (shown.body.data as ArticleDetails).articleContent;
      expect(executableParts(served)).toEqual([]);
      expect(served).toBe(saved);
    }
  });

  /** Publishes the article as it was created. */
  async function publish(record: ContentRecord<ArticleDocument>) {
    const published = await content(test.app, editor, 'POST', `articles/${record.id}/publish`, { revision: record.revision });
    expect(published.status).toBe(200);
  }
});
