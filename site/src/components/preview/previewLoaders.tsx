import React from 'react';
import type { CustomerReviewDocument } from '../../../../contract/content/documents/customerReview';
import type { FriendlyLinkDocument } from '../../../../contract/content/documents/friendlyLink';
import type { JobDocument } from '../../../../contract/content/documents/job';
import type { JobCategoryDocument } from '../../../../contract/content/documents/jobCategory';
import type { ProductDocument } from '../../../../contract/content/documents/product';
import type { ServiceLocationDocument } from '../../../../contract/content/documents/serviceLocation';
import { SETTINGS_ID, type SettingsDocument } from '../../../../contract/content/documents/settings';
import type { VideoDocument } from '../../../../contract/content/documents/video';
import type { WorkPlaceDocument } from '../../../../contract/content/documents/workPlace';
import type { PreviewableKind } from '../../../../contract/content/previewItems';
import type { ContentStatus } from '../../../../contract/content/protocol';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { ArticlePreview } from './ArticlePreview';
import { CustomerReviewPreview } from './CustomerReviewPreview';
import { FriendlyLinkPreview } from './FriendlyLinkPreview';
import { JobPreview } from './JobPreview';
import { ProductPreview } from './ProductPreview';
import { fetchArticleWorkingCopy, fetchNamedWorkingCopy, fetchWorkingCopy, type Fetched } from './previewRecords';
import { ServiceLocationPreview } from './ServiceLocationPreview';
import { SettingsPreview } from './SettingsPreview';
import { VideoPreview } from './VideoPreview';

/** A working copy, read and ready to show in the page's language. */
export type PreviewView = (language: SiteLanguage) => React.ReactElement;

/** The view, and whether the item is published and has changes not published yet (what the page's note says). */
export interface LoadedPreview {
  view: PreviewView;
  item: Pick<ContentStatus, 'published' | 'hasDraft'>;
}

type Loader = (id: number) => Promise<Fetched<LoadedPreview>>;

/** The settings every page shows (the company's name of a review, the footer around a link). */
const fetchSettings = () => fetchNamedWorkingCopy<SettingsDocument>('settings', SETTINGS_ID);

/** An item of one kind, with the working copies of the items it names. */
async function loadItem<Document>(kind: PreviewableKind, id: number, view: (document: Document) => Promise<Fetched<PreviewView>> | Fetched<PreviewView>): Promise<Fetched<LoadedPreview>> {
  const item = await fetchWorkingCopy<Document>(kind, id);
  if (item.status !== 'ready') return item;
  const shown = await view(item.record.document);
  return shown.status === 'ready' ? { status: 'ready', record: { view: shown.record, item: item.record } } : shown;
}

const ready = (view: PreviewView): Fetched<PreviewView> => ({ status: 'ready', record: view });

const LOADERS: Record<PreviewableKind, Loader> = {
  articles: async (id) => {
    const copy = await fetchArticleWorkingCopy(id);
    if (copy.status !== 'ready') return copy;
    const { article, category, files } = copy.record;
    const view: PreviewView = (language) => <ArticlePreview id={id} article={article.document} category={category.document} files={files} language={language} />;
    return { status: 'ready', record: { view, item: article } };
  },
  jobs: (id) =>
    loadItem<JobDocument>('jobs', id, async (job) => {
      const [category, place] = await Promise.all([
        fetchNamedWorkingCopy<JobCategoryDocument>('job-categories', job.jobCategoryId),
        fetchNamedWorkingCopy<WorkPlaceDocument>('work-places', job.workPlaceId),
      ]);
      if (category.status !== 'ready') return category;
      if (place.status !== 'ready') return place;
      return ready((language) => <JobPreview id={id} job={job} jobCategory={category.record.document} workPlace={place.record.document} language={language} />);
    }),
  products: (id) => loadItem<ProductDocument>('products', id, (product) => ready((language) => <ProductPreview product={product} language={language} />)),
  videos: (id) => loadItem<VideoDocument>('videos', id, (video) => ready((language) => <VideoPreview id={id} video={video} language={language} />)),
  'customer-reviews': (id) =>
    loadItem<CustomerReviewDocument>('customer-reviews', id, (review) => ready((language) => <CustomerReviewPreview id={id} review={review} language={language} />)),
  'friendly-links': (id) =>
    loadItem<FriendlyLinkDocument>('friendly-links', id, async (link) => {
      const settings = await fetchSettings();
      if (settings.status !== 'ready') return settings;
      return ready((language) => <FriendlyLinkPreview id={id} link={link} settings={settings.record.document} language={language} />);
    }),
  'service-locations': (id) =>
    loadItem<ServiceLocationDocument>('service-locations', id, (location) => ready((language) => <ServiceLocationPreview id={id} location={location} language={language} />)),
  settings: (id) => loadItem<SettingsDocument>('settings', id, (settings) => ready((language) => <SettingsPreview settings={settings} language={language} />)),
};

/** The working copy `kind` and `id` name, with what it names, ready to show; or why it cannot be. */
export function loadPreview(kind: PreviewableKind, id: number): Promise<Fetched<LoadedPreview>> {
  return LOADERS[kind](id);
}
