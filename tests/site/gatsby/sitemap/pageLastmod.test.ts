import { describe, expect, it } from 'vitest';
import { CLASSIFY_TYPES } from '../../../../contract/entities/classify';
import { ROUTES } from '../../../../contract/siteRoutes';
import { pageDating, type DatedArticle } from '../../../../site/gatsby/sitemap/pageLastmod';

const CHANGES = {
  site_setting: '2025-01-10T00:00:00.000Z',
  product: '2025-02-01T00:00:00.000Z',
  classify: '2024-06-01T00:00:00.000Z',
  article: '2025-09-09T00:00:00.000Z',
  article_i18n: '2025-09-09T00:00:00.000Z',
  job: '2025-03-03T00:00:00.000Z',
  work_place: '2024-01-01T00:00:00.000Z',
};

const CATEGORIES = [
  { classifyId: 1, parentId: null, outLink: 'AllCase' },
  { classifyId: 2, parentId: 1, outLink: 'warehouse' },
  { classifyId: 3, parentId: 1, outLink: 'factory' },
];

const article = (articleId: number, classifyId: number, classifyType: number, zh: string, en?: string): DatedArticle[] => [
  { language: 'zh-CN', articleId, classifyId, classifyType, updateTime: zh },
  ...(en ? [{ language: 'en-US', articleId, classifyId, classifyType, updateTime: en }] : []),
];

const ARTICLES = [
  ...article(10, 2, CLASSIFY_TYPES.cases, '2025-04-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z'),
  ...article(11, 3, CLASSIFY_TYPES.cases, '2025-06-01T00:00:00.000Z'),
  ...article(20, 7, CLASSIFY_TYPES.journalism, '2025-07-01T00:00:00.000Z', '2025-07-02T00:00:00.000Z'),
];

const lastmod = pageDating({ articles: ARTICLES, caseCategories: CATEGORIES, changes: CHANGES });

describe('the sitemap’s dating of pages', () => {
  it('dates a case by its article’s update time in the page’s language', () => {
    expect(lastmod(`${ROUTES.caseDetails}/10`, 'zh-CN')).toBe('2025-04-01T00:00:00.000Z');
    expect(lastmod(`${ROUTES.caseDetails}/10`, 'en-US')).toBe('2025-05-01T00:00:00.000Z');
    // Written in Chinese only: the English page shows that version.
    expect(lastmod(`${ROUTES.caseDetails}/11`, 'en-US')).toBe('2025-06-01T00:00:00.000Z');
  });

  it('dates a case list by its newest member, its descendants included, in its language', () => {
    expect(lastmod(`${ROUTES.succeedCase}/warehouse`, 'zh-CN')).toBe('2025-04-01T00:00:00.000Z');
    expect(lastmod(`${ROUTES.succeedCase}/AllCase`, 'zh-CN')).toBe('2025-06-01T00:00:00.000Z');
    expect(lastmod(`${ROUTES.succeedCase}/AllCase`, 'en-US')).toBe('2025-05-01T00:00:00.000Z');
    // No English member: the categories' own last change.
    expect(lastmod(`${ROUTES.succeedCase}/factory`, 'en-US')).toBe(CHANGES.classify);
  });

  it('dates fixed pages by the tables they read and the newest article they list, never by the articles’ tables', () => {
    expect(lastmod(ROUTES.productCenter, 'zh-CN')).toBe(CHANGES.product);
    expect(lastmod(`${ROUTES.aboutUs}/journalism`, 'en-US')).toBe('2025-07-02T00:00:00.000Z');
    expect(lastmod(ROUTES.home, 'zh-CN')).toBe('2025-07-01T00:00:00.000Z');
    expect(lastmod(ROUTES.joinUs, 'zh-CN')).toBe(CHANGES.job);
    expect(lastmod(`${ROUTES.joinUsDetails}/4`, 'en-US')).toBe(CHANGES.job);
  });

  it('dates careers pages by a change to a translation of a job, category or work place too', () => {
    const translated = pageDating({ articles: ARTICLES, caseCategories: CATEGORIES, changes: { ...CHANGES, job_i18n: '2026-02-02T00:00:00.000Z' } });
    expect(translated(`${ROUTES.joinUsDetails}/4`, 'en-US')).toBe('2026-02-02T00:00:00.000Z');
    expect(translated(ROUTES.joinUs, 'en-US')).toBe('2026-02-02T00:00:00.000Z');
  });

  it('keeps a page’s date when content it does not show changes', () => {
    const later = pageDating({
      articles: [...ARTICLES.filter((item) => item.articleId !== 11), ...article(11, 3, CLASSIFY_TYPES.cases, '2026-01-01T00:00:00.000Z')],
      caseCategories: CATEGORIES,
      changes: { ...CHANGES, job: '2026-01-01T00:00:00.000Z' },
    });
    expect(later(`${ROUTES.caseDetails}/10`, 'zh-CN')).toBe(lastmod(`${ROUTES.caseDetails}/10`, 'zh-CN'));
    expect(later(`${ROUTES.succeedCase}/warehouse`, 'zh-CN')).toBe(lastmod(`${ROUTES.succeedCase}/warehouse`, 'zh-CN'));
    expect(later(ROUTES.productCenter, 'zh-CN')).toBe(CHANGES.product);
    expect(later(`${ROUTES.succeedCase}/AllCase`, 'zh-CN')).toBe('2026-01-01T00:00:00.000Z');
  });
});
