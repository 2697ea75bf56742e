// @vitest-environment jsdom
/**
 * A job's working copy as its details page, from plain documents: in Chinese the page with the
 * category's and work place's names; in English the notice the English careers pages show.
 */
import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobDocument } from '../../../contract/content/documents/job';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { JobPreview } from '../../../site/src/components/preview/JobPreview';
import { siteWrapper } from '../cases/siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

const job: JobDocument = {
  jobCategoryId: 3,
  workPlaceId: 5,
  post: '草稿：AGV 调度算法工程师',
  place: '海淀区云栈路 18 号',
  headcount: 2,
  announceTime: '2026-11-20',
  duties: '<ul><li>设计多车调度算法</li></ul>',
  requirements: '<p>熟悉路径规划</p>',
  recruiterMailbox: null,
  recruiterLanguage: 'zh',
};

function show(language: SiteLanguage) {
  harness = siteWrapper(language);
  return render(<JobPreview id={77} job={job} jobCategory={{ name: '研发类', sort: 1 }} workPlace={{ name: '北京', sort: 1 }} language={language} />, {
    wrapper: harness.wrapper,
  });
}

describe('the preview of a job', () => {
  it('shows the job as its details page, with the names of its category and work place', () => {
    show('zh-CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('草稿：AGV 调度算法工程师');
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(expect.arrayContaining(['研发类', '北京', '海淀区云栈路 18 号', '2026-11-20']));
    expect(screen.getByText('设计多车调度算法').tagName).toBe('LI');
    expect(screen.getByText('熟悉路径规划')).toBeTruthy();
  });

  it('in English says careers are Chinese only and leads to the Chinese preview of the same job', () => {
    const { container } = show('en-US');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This section is available in Chinese only');
    const link = within(container).getByRole('link', { name: 'Go to the Chinese page' });
    expect(link.getAttribute('href')).toBe('/preview?kind=jobs&id=77');
    expect(container.textContent).not.toContain('草稿');
  });
});
