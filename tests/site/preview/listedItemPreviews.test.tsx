// @vitest-environment jsdom
/**
 * The working copies of items the site shows as an entry of a list, from plain documents: a video
 * in the video centre, a customer review as its card, a service location under its type; each in
 * both languages, and a language without text says the item is hidden on that language's site.
 */
import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerReviewDocument } from '../../../contract/content/documents/customerReview';
import type { ServiceLocationDocument } from '../../../contract/content/documents/serviceLocation';
import type { VideoDocument } from '../../../contract/content/documents/video';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { CustomerReviewPreview } from '../../../site/src/components/preview/CustomerReviewPreview';
import { ServiceLocationPreview } from '../../../site/src/components/preview/ServiceLocationPreview';
import { VideoPreview } from '../../../site/src/components/preview/VideoPreview';
import { siteWrapper } from '../cases/siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

function show(language: SiteLanguage, element: React.ReactElement) {
  harness = siteWrapper(language);
  return render(element, { wrapper: harness.wrapper });
}

const video: VideoDocument = {
  cover: '/cms/static/images/draft-cover.svg',
  videoUrl: '/cms/static/files/draft.mp4',
  durationSeconds: 125,
  publishTime: '2026-11-20',
  sort: 1,
  texts: { zh: { title: '草稿：智能仓库', description: '草稿视频简介' }, en: { title: 'Draft: smart warehouse', description: 'Draft video text' } },
};

const review: CustomerReviewDocument = {
  caseId: null,
  sort: 1,
  texts: {
    zh: { quote: '草稿评价', personName: '李草稿', personRole: '物流总监', company: '草稿客户公司', industry: '新能源' },
    en: { quote: 'A draft quote', personName: 'Li Draft', personRole: 'Logistics director', company: 'Draft Customer Ltd.', industry: 'New energy' },
  },
};

const location: ServiceLocationDocument = {
  locationType: 'branch',
  phone: '(021) 5555-6666',
  sort: 1,
  mailbox: null,
  mailboxLanguage: 'zh',
  provinces: ['上海市'],
  texts: {
    zh: { name: '草稿华东分公司', province: '上海市', address: '上海市草稿路 2 号' },
    en: { name: 'Draft East China branch', province: 'Shanghai', address: '2 Draft Road, Shanghai' },
  },
};

describe('the preview of a video', () => {
  it('shows the video as its entry of the video centre, in each language', () => {
    const { unmount } = show('zh-CN', <VideoPreview id={4} video={video} language="zh-CN" />);
    const entry = screen.getByRole('article', { name: '草稿：智能仓库' });
    expect(within(entry).getByText('2:05').getAttribute('datetime')).toBe('PT2M5S');
    expect(entry.querySelector('video')?.getAttribute('src')).toBe('/cms/static/files/draft.mp4');
    expect(entry.querySelector('video')?.getAttribute('poster')).toBe('/cms/static/images/draft-cover.svg');
    unmount();

    show('en-US', <VideoPreview id={4} video={video} language="en-US" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Company videos' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Draft: smart warehouse' })).getByText('Draft video text')).toBeTruthy();
  });

  it('says a missing language hides the video', () => {
    const { container } = show('en-US', <VideoPreview id={4} video={{ ...video, texts: { zh: video.texts.zh, en: null } }} language="en-US" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not written in English');
    expect(container.textContent).not.toContain('草稿');
  });
});

describe('the preview of a customer review', () => {
  it('shows the review as its card', () => {
    const { unmount } = show('zh-CN', <CustomerReviewPreview id={6} review={review} language="zh-CN" />);
    expect(screen.getByText('草稿评价', { exact: false })).toBeTruthy();
    expect(screen.getByText('李草稿', { exact: false })).toBeTruthy();
    unmount();

    show('en-US', <CustomerReviewPreview id={6} review={review} language="en-US" />);
    expect(screen.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeTruthy();
    expect(screen.getByText('A draft quote', { exact: false })).toBeTruthy();
  });

  it('says a missing language hides the review', () => {
    const { container } = show('zh-CN', <CustomerReviewPreview id={6} review={{ ...review, texts: { zh: null, en: review.texts.en } }} language="zh-CN" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('尚未用中文撰写');
    expect(container.textContent).not.toContain('A draft quote');
  });
});

describe('the preview of a service location', () => {
  it('shows the location under its type in the locations section, in each language', () => {
    const { unmount } = show('zh-CN', <ServiceLocationPreview id={8} location={location} language="zh-CN" />);
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('草稿华东分公司');
    expect(screen.getByText('上海市草稿路 2 号')).toBeTruthy();
    expect(screen.getByRole('link', { name: /5555-6666/ }).getAttribute('href')).toMatch(/^tel:/);
    unmount();

    show('en-US', <ServiceLocationPreview id={8} location={location} language="en-US" />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Branches');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Draft East China branch');
  });

  it('says a missing language hides the location', () => {
    const { container } = show('en-US', <ServiceLocationPreview id={8} location={{ ...location, texts: { zh: location.texts.zh, en: null } }} language="en-US" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not written in English');
    expect(container.textContent).not.toContain('草稿');
  });
});
