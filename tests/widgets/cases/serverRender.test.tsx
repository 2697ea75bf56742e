// @vitest-environment node
/**
 * The widgets render at build time inside Gatsby: importing them and rendering them to HTML must
 * not touch window or document (there are none here), and a pre-rendered first page of cases is
 * in that HTML. React's server renderer only (as in the Gatsby site): the Preact project leaves
 * this file out (vitest.config.mts).
 */
import { describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../../contract/entities/article';
import { CaseBrowser } from '../../../widgets/cases';
import { ResumeUploader } from '../../../widgets/resume';
import * as server from 'react-dom/server';

const rows: ArticleListItem[] = [1, 2, 3].map((n) => ({
  id: n,
  articleId: 100 + n,
  articleTitle: `案例 ${n}`,
  articleSummary: `摘要 ${n}`,
  articleThumbnail: `/cms/static/images/case-${n}.svg`,
  classifyId: 7,
  publishTime: '2026-01-01',
  fileUrl: null,
  fileId: null,
  tagIds: [],
}));

describe('widgets rendered on the server', () => {
  it('has no window or document here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders a pre-rendered page of cases into the HTML, with the pager and CMS-origin thumbnails', () => {
    const html = server.renderToString(
      <CaseBrowser cmsUrl="https://cms.example.com" language="zh" category="tobacco" initialPage={{ classifyId: 7, rows, total: 19 }} detailBaseUrl="https://www.example.com" />,
    );
    for (const row of rows) expect(html).toContain(row.articleTitle);
    expect(html).toContain('src="https://cms.example.com/cms/static/images/case-1.svg"');
    expect(html).toContain('href="https://www.example.com/caseDetails?id=101"');
    expect(html).toContain('共 19 条');
    expect(html).toContain('第 3 页');
    expect(html).not.toContain('第 4 页');
    expect(html).toContain('<style');
    // The first thumbnail is the likely LCP: fetched at once and first.
    expect(html).toMatch(/<img(?=[^>]*case-1\.svg)(?=[^>]*fetchpriority="high")(?![^>]*loading=)[^>]*>/);
  });

  it('renders the resume uploader, labelled, in English', () => {
    const html = server.renderToString(<ResumeUploader cmsUrl="https://cms.example.com" language="en-US" jobId={3} />);
    expect(html).toContain('Submit your resume');
    expect(html).toContain('Click to upload or drag and drop');
    expect(html).toMatch(/<input[^>]*type="file"/);
  });
});
