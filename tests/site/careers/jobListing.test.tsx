// @vitest-environment jsdom
/**
 * The list of /joinUs in each language: the jobs with their filters; in English, when no job has
 * English yet, a page that says so and leads to the Chinese list (choosing Chinese on the way).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../site/src/state/language';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { JobListing } from '../../../site/src/components/careers/JobListing';
import { siteWrapper } from '../cases/siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => {
  expect(harness.missing).toEqual([]);
  cleanup();
  localStorage.clear();
});

const job = {
  jobId: 7, post: 'Field Service Engineer', jobCategoryId: 2, jobCategoryName: 'Project Delivery', workPlaceId: 3,
  workPlaceName: 'Shanghai', place: 'Minhang District', announceTime: '2026-03-16',
};

function show(language: SiteLanguage, jobs: Array<typeof job>) {
  harness = siteWrapper(language);
  return render(
    <JobListing language={language} jobs={jobs} categories={[{ jobCategoryId: 2, jobCategoryName: 'Project Delivery' }]} workPlaces={[{ workPlaceId: 3, workPlaceName: 'Shanghai' }]} />,
    { wrapper: harness.wrapper },
  );
}

describe('the careers list', () => {
  it('lists the English jobs with the English filters', () => {
    show('en-US', [job]);
    expect(screen.getByText('Field Service Engineer')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Project Delivery' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See all openings on the Chinese careers page' })).toBeNull();
  });

  it('in English without any job says so and leads to the Chinese list, choosing Chinese', () => {
    const { container } = show('en-US', []);
    expect(container.textContent).toContain('No openings are posted in English at the moment.');
    expect(screen.queryByRole('table')).toBeNull();
    const link = screen.getByRole('link', { name: 'See all openings on the Chinese careers page' });
    expect(link.getAttribute('href')).toBe('/joinUs');
    expect(link.getAttribute('hreflang')).toBe('zh-CN');
    fireEvent.click(link);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('in Chinese without any job shows the empty board, as it always did', () => {
    show('zh-CN', []);
    expect(screen.getByText('暂无招聘信息')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
