/**
 * What the back office's content views do with documents before they show or send them: a
 * language not written is an empty part in the form and null when saved blank, the missing
 * marks follow what is typed, the history compares documents field by field (HTML by lines,
 * Chinese by words), and moving a row swaps it with its neighbour.
 */
import { describe, expect, it } from 'vitest';
import { ARTICLE_SHAPE } from '../../admin/src/content/articles/articleShape';
import { isBlank, missingLanguages, toFormDocument, toSavedDocument } from '../../admin/src/content/editing/translatedValues';
import { changeParts, documentChanges } from '../../admin/src/content/history/documentChanges';
import type { ArticleDocument } from '../../contract/content/documents/article';

const article = (overrides: Partial<ArticleDocument> = {}): ArticleDocument => ({
  categoryId: 3,
  thumbnail: '/media/case.jpg',
  publishTime: '2026-03-01',
  sort: 0,
  tagIds: [1, 2],
  texts: { zh: { title: '冷库', summary: '摘要', content: '<p>正文</p>', fileId: null }, en: null },
  ...overrides,
});

describe('the languages of a content form', () => {
  it('gives a language the item is not written in an empty part to type into, and saves it as null while it stays blank', () => {
    const form = toFormDocument({ ...article() }, ARTICLE_SHAPE);
    expect(form.texts).toEqual({ zh: article().texts.zh, en: { title: '', summary: '', content: '', fileId: null } });
    expect(toSavedDocument(form, ARTICLE_SHAPE)).toEqual(article());

    const typed = { ...form, texts: { ...(form.texts as object), en: { title: 'Cold store', summary: ' ', content: '', fileId: null } } };
    expect((toSavedDocument(typed, ARTICLE_SHAPE).texts as ArticleDocument['texts']).en).toEqual({ title: 'Cold store', summary: ' ', content: '', fileId: null });
  });

  it('does not share the empty part between forms', () => {
    const first = toFormDocument({ ...article() }, ARTICLE_SHAPE);
    const second = toFormDocument({ ...article() }, ARTICLE_SHAPE);
    expect((first.texts as Record<string, unknown>).en).not.toBe((second.texts as Record<string, unknown>).en);
  });

  it('counts a language as missing when it holds nothing but blanks', () => {
    expect(isBlank({ title: ' ', summary: '', content: '', fileId: null })).toBe(true);
    expect(isBlank({ title: 'x', summary: '', content: '', fileId: null })).toBe(false);
    expect(missingLanguages({ zh: '分类', en: '  ' })).toEqual(['en']);
    expect(missingLanguages({ zh: null, en: 'Category' })).toEqual(['zh']);
    expect(missingLanguages(undefined)).toEqual(['zh', 'en']);
  });
});

describe("the history's comparison", () => {
  it('lists the fields that differ by path, the HTML ones marked', () => {
    const before = article();
    const after = article({
      tagIds: [2],
      texts: { zh: { title: '冷库改造', summary: '摘要', content: '<p>正文</p><p>新段落</p>', fileId: null }, en: { title: 'Cold store', summary: '', content: '', fileId: null } },
    });
    expect(documentChanges(before, after, ARTICLE_SHAPE)).toEqual([
      { path: 'tagIds', before: '1, 2', after: '2', html: false },
      { path: 'texts.zh.title', before: '冷库', after: '冷库改造', html: false },
      { path: 'texts.zh.content', before: '<p>正文</p>', after: '<p>正文</p><p>新段落</p>', html: true },
      { path: 'texts.en.title', before: '', after: 'Cold store', html: false },
    ]);
    expect(documentChanges(before, article(), ARTICLE_SHAPE)).toEqual([]);
  });

  it('compares Chinese text by words and HTML by elements', () => {
    const [title, body] = documentChanges(
      article(),
      article({ texts: { zh: { title: '冷库仓储系统', summary: '摘要', content: '<p>正文</p><p>新段落</p>', fileId: null }, en: null } }),
      ARTICLE_SHAPE,
    );
    const words = changeParts(title!, 'zh');
    expect(words.filter((part) => !part.added && !part.removed).map((part) => part.value).join('')).toContain('冷库');
    expect(words.filter((part) => part.added).map((part) => part.value).join('')).toBe('仓储系统');

    const lines = changeParts(body!, undefined);
    expect(lines.filter((part) => part.added).map((part) => part.value)).toEqual(['<p>新段落</p>\n']);
    expect(lines.filter((part) => part.removed)).toEqual([]);
  });
});

