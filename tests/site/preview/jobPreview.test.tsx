// @vitest-environment jsdom
/**
 * A job's working copy as its details page, from plain documents: in each language the page with
 * the job's text and the category's and work place's names in that language; where the job, its
 * category or its work place has no text in the language, the notice that the site hides it.
 */
import { render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobDocument } from '../../../contract/content/documents/job';
import type { JobCategoryDocument } from '../../../contract/content/documents/jobCategory';
import type { WorkPlaceDocument } from '../../../contract/content/documents/workPlace';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { JobPreview } from '../../../site/src/components/preview/JobPreview';
import { siteWrapper } from '../cases/siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

const job: JobDocument = {
  jobCategoryId: 3,
  workPlaceId: 5,
  headcount: 2,
  announceTime: '2026-11-20',
  closingDate: '2026-12-31',
  employmentType: 'FULL_TIME',
  texts: {
    zh: { post: '草稿：AGV 调度算法工程师', place: '海淀区云栈路 18 号', duties: '<ul><li>设计多车调度算法</li></ul>', requirements: '<p>熟悉路径规划</p>' },
    en: { post: 'Draft: AGV Fleet Scheduling Engineer', place: '18 Yunzhan Road, Haidian', duties: '<ul><li>Design multi-vehicle scheduling</li></ul>', requirements: '<p>Path planning</p>' },
  },
  recruiterMailbox: null,
  recruiterLanguage: 'zh',
};

const category: JobCategoryDocument = { names: { zh: '研发类', en: 'Research & Development' }, sort: 1 };
const place: WorkPlaceDocument = { names: { zh: '北京', en: 'Beijing' }, sort: 1 };

function show(language: SiteLanguage, shown: { job?: JobDocument; category?: JobCategoryDocument } = {}) {
  harness = siteWrapper(language);
  return render(<JobPreview id={77} job={shown.job ?? job} jobCategory={shown.category ?? category} workPlace={place} language={language} />, {
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

  it('in English shows the English text with the English names of its category and work place', () => {
    const { container } = show('en-US');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Draft: AGV Fleet Scheduling Engineer');
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(expect.arrayContaining(['Research & Development', 'Beijing', '18 Yunzhan Road, Haidian']));
    expect(screen.getByText('Design multi-vehicle scheduling').tagName).toBe('LI');
    expect(container.textContent).not.toMatch(/\p{Script=Han}/u);
  });

  it('gives its employment type and, when it has one, its closing date, in each language', () => {
    const factsOf = (container: HTMLElement) =>
      Object.fromEntries([...container.querySelectorAll('dl div')].map((fact) => [fact.querySelector('dt')!.textContent, fact.querySelector('dd')!.textContent]));
    const chinese = show('zh-CN');
    expect(factsOf(chinese.container)).toMatchObject({ 工作性质: '全职', 截止日期: '2026-12-31' });
    expect(chinese.container.querySelector('time[datetime="2026-12-31"]')).not.toBeNull();
    chinese.unmount();
    const english = show('en-US', { job: { ...job, closingDate: null, employmentType: 'INTERN' } });
    expect(factsOf(english.container)).toMatchObject({ 'Employment type': 'Internship' });
    expect(factsOf(english.container)).not.toHaveProperty('Applications close');
  });

  it('in English says the job is hidden there when it, or its category, has no English', () => {
    for (const shown of [{ job: { ...job, texts: { ...job.texts, en: null } } }, { category: { ...category, names: { ...category.names, en: null } } }]) {
      const { container, unmount } = show('en-US', shown);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not written in English');
      expect(container.textContent).not.toContain('Draft: AGV');
      unmount();
    }
  });
});
