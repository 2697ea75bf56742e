// @vitest-environment jsdom
/** The `/caseDetails?id=` shell against the real CMS (seeded SQLite on a free local port). */
import { render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetails } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import type { CaseDetailsShellProps } from '../../../site/src/components/cases/CaseDetailsShell';
import type { CaseCategory } from '../../../site/src/components/cases/caseTypes';
import type { TestApp } from '../../support/testApp';
import { siteWrapper, startCms } from './siteHarness';

let cms: TestApp;
let origin: string;
let CaseDetailsShell: (props: CaseDetailsShellProps) => React.JSX.Element;
let categories: CaseCategory[];
let harness: ReturnType<typeof siteWrapper>;

beforeAll(async () => {
  ({ cms, origin } = await startCms());
  ({ CaseDetailsShell } = await import('../../../site/src/components/cases/CaseDetailsShell'));
  const tree = (await (await fetch(`${origin}/cms/open/api/classify/treeData?classifyType=0&language=zh`)).json()) as {
    data: ClassifyNode[];
  };
  const root = tree.data[0]!;
  categories = [
    { classifyId: root.classifyId, classifyName: root.classifyName, outLink: root.outLink, parentId: null },
    ...root.children.map((child) => ({ classifyId: child.classifyId, classifyName: child.classifyName, outLink: child.outLink, parentId: root.classifyId })),
  ];
});
afterAll(() => cms?.close());
afterEach(() => expect(harness.missing).toEqual([]));

describe('case details shell', () => {
  it('shows the generic heading while loading, then the case the query names', async () => {
    harness = siteWrapper('zh-CN');
    const { data } = (await (await fetch(`${origin}/cms/open/api/articleDetails/3?language=zh`)).json()) as { data: ArticleDetails };
    render(<CaseDetailsShell language="zh-CN" search="?id=3" categories={categories} company="运展" />, { wrapper: harness.wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('案例详情');
    expect(await screen.findByRole('heading', { level: 1, name: data.articleTitle })).toBeTruthy();
    const category = categories.find((node) => node.classifyId === data.classifyId)!;
    expect(screen.getByRole('link', { name: data.classifyName }).getAttribute('href')).toBe(`/succeedCase/${category.outLink}`);
    if (data.next) expect(screen.getByRole('link', { name: data.next.articleTitle }).getAttribute('href')).toBe(`/caseDetails?id=${data.next.articleId}`);
    expect(screen.getByRole('img', { name: data.articleTitle }).getAttribute('src')).toBe(`${origin}${data.articleThumbnail}`);
  });

  it('writes the case\'s title, description and canonical over the generic head once it has loaded', async () => {
    harness = siteWrapper('zh-CN');
    document.head.innerHTML = [
      '<title>案例详情 | 运展</title>',
      '<meta name="description" content="案例">',
      '<meta name="robots" content="noindex">',
      '<link rel="canonical" href="/caseDetails">',
      '<link rel="alternate" hreflang="en-US" href="/en-US/caseDetails">',
    ].join('');
    const { data } = (await (await fetch(`${origin}/cms/open/api/articleDetails/3?language=zh`)).json()) as { data: ArticleDetails };
    render(<CaseDetailsShell language="zh-CN" search="?id=3" categories={categories} company="运展" />, { wrapper: harness.wrapper });
    await waitFor(() => expect(document.title).toBe(`${data.articleTitle} | 运展`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(data.articleSummary);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/caseDetails\?id=3$/);
    expect(document.head.querySelector('link[hreflang="en-US"]')?.getAttribute('href')).toMatch(/\/en-US\/caseDetails\?id=3$/);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    // Gatsby renders the page's head anew: the generic nodes come back, the case's head is written over them again.
    document.head.querySelector('title')!.remove();
    document.head.append(Object.assign(document.createElement('title'), { textContent: '案例详情 | 运展' }));
    await waitFor(() => expect(document.title).toBe(`${data.articleTitle} | 运展`));
  });

  it('asks in the language of the page', async () => {
    harness = siteWrapper('en-US');
    const { data } = (await (await fetch(`${origin}/cms/open/api/articleDetails/3?language=en`)).json()) as { data: ArticleDetails };
    render(<CaseDetailsShell language="en-US" search="?id=3" categories={categories} company="运展" />, { wrapper: harness.wrapper });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Case details');
    expect(await screen.findByRole('heading', { level: 1, name: data.articleTitle })).toBeTruthy();
  });

  it('says so, with a way back to all cases, when the CMS has no such case (404) or the id is missing', async () => {
    harness = siteWrapper('zh-CN');
    const { unmount } = render(<CaseDetailsShell language="zh-CN" search="?id=987654" categories={categories} company="运展" />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该案例' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回案例列表' }).getAttribute('href')).toBe('/succeedCase/AllCase');
    unmount();
    render(<CaseDetailsShell language="zh-CN" search="" categories={categories} company="运展" />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该案例' })).toBeTruthy();
  });
});
