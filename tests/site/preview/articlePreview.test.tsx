// @vitest-environment jsdom
/**
 * A working copy of an article rendered as the site will show it, from plain documents: a case
 * as its details page, a news item in the journalism page's frame, another kind as its list
 * entry; a language without text says the item is hidden on that language's site.
 */
import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../contract/content/documents/category';
import { CLASSIFY_TYPES, type ClassifyType } from '../../../contract/entities/classify';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { ArticlePreview, type ArticlePreviewProps } from '../../../site/src/components/preview/ArticlePreview';
import { siteWrapper } from '../cases/siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

const article: ArticleDocument = {
  categoryId: 7,
  thumbnail: '/cms/static/images/draft-thumbnail.svg',
  publishTime: '2026-11-20',
  sort: 1,
  tagIds: [],
  texts: {
    zh: { title: '草稿：新能源电池立体库', summary: '草稿摘要', content: '<h2>项目背景</h2><p>草稿正文</p>', fileId: null },
    en: { title: 'Draft: battery high-bay warehouse', summary: 'Draft summary', content: '<h2>Background</h2><p>Draft body</p>', fileId: null },
  },
};

const category = (classifyType: ClassifyType): CategoryDocument => ({
  classifyType,
  parentId: null,
  outLink: 'newEnergy',
  sort: 1,
  names: { zh: '新能源', en: 'New energy' },
});

function show(language: SiteLanguage, document: ArticleDocument, classifyType: ClassifyType, files: ArticlePreviewProps['files'] = {}) {
  harness = siteWrapper(language);
  return render(<ArticlePreview id={42} article={document} category={category(classifyType)} files={files} language={language} />, { wrapper: harness.wrapper });
}

describe('the preview of an article', () => {
  it('shows a case as its details page, in each language, with its category linked as the built page links it', () => {
    const { unmount } = show('zh-CN', article, CLASSIFY_TYPES.cases);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('草稿：新能源电池立体库');
    expect(screen.getByRole('link', { name: '新能源' }).getAttribute('href')).toBe('/succeedCase/newEnergy');
    expect(screen.getByRole('heading', { level: 2, name: '项目背景' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '草稿：新能源电池立体库' }).getAttribute('src')).toBe('/cms/static/images/draft-thumbnail.svg');
    expect(screen.getByText('2026-11-20').tagName).toBe('TIME');
    unmount();

    show('en-US', article, CLASSIFY_TYPES.cases);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Draft: battery high-bay warehouse');
    expect(screen.getByRole('link', { name: 'New energy' }).getAttribute('href')).toBe('/en-US/succeedCase/newEnergy');
    expect(screen.getByText('Draft body')).toBeTruthy();
    // Neighbours come from the published list at build time: the preview has none to show.
    const neighbours = screen.getByRole('navigation', { name: 'Previous and next case' });
    expect(within(neighbours).queryAllByRole('link')).toEqual([]);
  });

  it('shows a news item in the journalism page, its full text open', () => {
    show('en-US', article, CLASSIFY_TYPES.journalism);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Newsroom');
    expect(screen.getByRole('heading', { level: 4, name: 'Draft: battery high-bay warehouse' })).toBeTruthy();
    expect(screen.getByText('Draft summary')).toBeTruthy();
    expect(screen.getByText('Draft body').closest('details')?.open).toBe(true);
  });

  it('shows another kind of article as its dated entry under its category', () => {
    show('zh-CN', article, CLASSIFY_TYPES.investor);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('新能源');
    expect(screen.getByRole('heading', { level: 3, name: '草稿：新能源电池立体库' })).toBeTruthy();
    expect(screen.getByText('草稿正文').closest('details')?.open).toBe(true);
  });

  it("links each language's own attached file, and none where that language attaches none", () => {
    const files = {
      zh: { id: 5, fileName: '年度报告.pdf', url: '/cms/static/files/report-zh.pdf' },
      en: { id: 6, fileName: 'annual-report.pdf', url: '/cms/static/files/report-en.pdf' },
    };
    const { unmount } = show('zh-CN', article, CLASSIFY_TYPES.investor, files);
    expect(screen.getByRole('link', { name: /^下载 PDF/ }).getAttribute('href')).toMatch(/\/cms\/static\/files\/report-zh\.pdf$/);
    unmount();
    const english = show('en-US', article, CLASSIFY_TYPES.investor, files);
    expect(screen.getByRole('link', { name: /^Download PDF/ }).getAttribute('href')).toMatch(/\/cms\/static\/files\/report-en\.pdf$/);
    english.unmount();
    const chineseFileOnly = show('en-US', article, CLASSIFY_TYPES.investor, { zh: files.zh });
    expect(screen.getByRole('heading', { level: 3, name: 'Draft: battery high-bay warehouse' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
    chineseFileOnly.unmount();
  });

  it("says a language without text is hidden on that language's site, never showing the other language's text", () => {
    const chineseOnly: ArticleDocument = { ...article, texts: { zh: article.texts.zh, en: null } };
    const { container, unmount } = show('en-US', chineseOnly, CLASSIFY_TYPES.cases);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not written in English');
    expect(screen.getByText(/Not written in this language: hidden on this language's site/)).toBeTruthy();
    expect(container.textContent).not.toContain('草稿');
    unmount();

    const englishOnly: ArticleDocument = { ...article, texts: { zh: null, en: article.texts.en } };
    const chinese = show('zh-CN', englishOnly, CLASSIFY_TYPES.journalism);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('尚未用中文撰写');
    expect(chinese.container.textContent).not.toContain('Draft');
  });
});
