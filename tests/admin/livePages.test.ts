/**
 * Where the editor's toolbar links a published item on the site: a case's and a job's own page in
 * each language it is written in, the section's page for news and the like, the investor pages in
 * Chinese only, nothing while unpublished or for a kind shown only inside other pages.
 */
import { describe, expect, it } from 'vitest';
import { livePages } from '../../admin/src/content/editing/livePages';

const published = { published: true, missingLanguages: [] };

describe('the live pages of an item', () => {
  it('links a case to its own pages in both languages, and a job to its Chinese page (English careers are a setting HR cannot read)', () => {
    expect(livePages('content/cases', 42, published)).toEqual([
      { language: 'zh-CN', path: '/caseDetails?id=42' },
      { language: 'en-US', path: '/en-US/caseDetails?id=42' },
    ]);
    expect(livePages('content/jobs', 7, published).map((page) => page.path)).toEqual(['/joinUsDetails?id=7']);
  });

  it('links news to the newsroom, and investor news to its Chinese page only', () => {
    expect(livePages('content/journalism', 3, published).map((page) => page.path)).toEqual(['/aboutUs/journalism', '/en-US/aboutUs/journalism']);
    expect(livePages('content/investor', 3, published)).toEqual([{ language: 'zh-CN', path: '/investorNews' }]);
  });

  it('leaves out a language the item is not written in, and links nothing while it is unpublished or has no page', () => {
    expect(livePages('content/cases', 42, { published: true, missingLanguages: ['en'] })).toEqual([{ language: 'zh-CN', path: '/caseDetails?id=42' }]);
    expect(livePages('content/cases', 42, { published: false, missingLanguages: [] })).toEqual([]);
    expect(livePages('content/tags', 5, published)).toEqual([]);
  });
});
