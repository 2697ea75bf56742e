import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { API_PATHS, INTERNAL_API_PATHS } from '../../contract/api';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../contract/entities/classify';
import type { ContentChanges } from '../../contract/entities/contentChanges';
import type { CustomerReview } from '../../contract/entities/customerReview';
import type { FriendlyLink } from '../../contract/entities/friendlyLink';
import type { JobCategory, JobDetails, JobListItem, WorkPlace } from '../../contract/entities/job';
import type { MediaItem } from '../../contract/entities/media';
import type { SitePicture } from '../../contract/media/sitePicture';
import type { Product } from '../../contract/entities/product';
import type { ServiceLocation } from '../../contract/entities/serviceLocation';
import type { SiteSettings } from '../../contract/entities/site';
import type { Tag } from '../../contract/entities/tag';
import type { DataEnvelope } from '../../contract/envelope';
import { toApiLanguage } from '../../contract/language';
import { SITE_LANGUAGES, type SiteLanguage } from '../../contract/siteRoutes';
import { cmsFetch } from './source/cmsFetch';
import { allPages, inBatches } from './source/cmsLists';
import { nodeCreator, type Create } from './source/nodeCreator';
import { NODE_TYPES } from './source/nodeTypes';
import { KeptArticles, sourceArticleList, type ArticleList, type SourcedArticles } from './source/sourceArticles';
import type { DatedArticle } from './sitemap/pageLastmod';
import { keepArticleDates } from './sitemap/sourcedArticleDates';

/** The CMS the build sources content from (`npm start` points it at itself). */
export const cmsUrl = () => process.env.CMS_URL ?? 'http://127.0.0.1:8000';

/**
 * Pulls every piece of published content, in both languages, into Gatsby's data layer.
 * A local step rather than gatsby-source-custom-api: that plugin lets a build go on with no data
 * when the CMS fails, names types after JSON keys, and links nodes with the deprecated ___NODE.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args: SourceNodesArgs) => {
  const { reporter } = args;
  const origin = cmsUrl();
  const activity = reporter.activityTimer(`source content from the CMS at ${origin}`);
  activity.start();
  try {
    const create = nodeCreator(args);
    const articlesStarted = performance.now();
    const kept = new KeptArticles(args.getNodesByType(NODE_TYPES.article));
    const articles: SourcedArticles = { fetched: 0, kept: 0, ms: 0 };
    const articleDates: DatedArticle[] = [];
    const sourceArticles = async (list: ArticleList) => {
      const sourced = await sourceArticleList(list, kept, create, args.actions.touchNode);
      articles.fetched += sourced.fetched;
      articles.kept += sourced.kept;
      articles.ms += sourced.ms;
      for (const dated of sourced.dates) articleDates.push(dated);
    };
    for (const language of SITE_LANGUAGES) {
      await sourceLanguage(origin, language, create, sourceArticles);
    }
    await keepArticleDates(args.cache, articleDates);
    reporter.info(
      `articles: ${articles.fetched} read from the CMS, ${articles.kept} kept from the last build, `
      + `in ${Math.round(articles.ms)} ms (of ${Math.round(performance.now() - articlesStarted)} ms for the languages' content)`,
    );
    const pictures = await cmsFetch<DataEnvelope<SitePicture[]>>(origin, INTERNAL_API_PATHS.sitePictures);
    for (const picture of pictures.data) create(NODE_TYPES.picture, picture.address, picture);
    const changes = await cmsFetch<DataEnvelope<ContentChanges>>(origin, INTERNAL_API_PATHS.contentChanges);
    for (const [table, changedAt] of Object.entries(changes.data)) create(NODE_TYPES.contentChange, table, { table, changedAt });
  } catch (error) {
    reporter.panicOnBuild(`Sourcing content from the CMS failed: ${(error as Error).message}`, error as Error);
  } finally {
    activity.end();
  }
};

async function sourceLanguage(
  cmsUrl: string,
  language: SiteLanguage,
  create: Create,
  sourceArticles: (list: ArticleList) => Promise<void>,
): Promise<void> {
  const lang = `language=${toApiLanguage(language)}`;

  const settings = await cmsFetch<DataEnvelope<SiteSettings>>(cmsUrl, `${API_PATHS.siteSettings}?${lang}`);
  create(NODE_TYPES.settings, language, { ...settings.data, englishCareers: settings.data.englishCareers ?? null, language });

  for (const classifyType of Object.values(CLASSIFY_TYPES)) {
    const tree = await cmsFetch<DataEnvelope<ClassifyNode[]>>(cmsUrl, `${API_PATHS.classifyTree}?classifyType=${classifyType}&${lang}`);
    const categoryById = new Map<number, { outLink: string; classifyName: string }>();
    const visit = (node: ClassifyNode, parentId: number | null, sort: number) => {
      categoryById.set(node.classifyId, { outLink: node.outLink, classifyName: node.classifyName });
      create(NODE_TYPES.category, `${language}-${node.classifyId}`, {
        language, classifyType, parentId, sort,
        classifyId: node.classifyId, classifyName: node.classifyName, outLink: node.outLink,
      });
      node.children.forEach((child, index) => visit(child, node.classifyId, index));
    };
    tree.data.forEach((root, index) => visit(root, null, index));

    for (const root of tree.data) {
      await sourceArticles({ cmsUrl, language, classifyType, rootId: root.classifyId, categoryById });
    }
  }

  const media = await allPages<MediaItem>(cmsUrl, `${API_PATHS.mediaList}?${lang}`);
  media.forEach((item) => create(NODE_TYPES.media, `${language}-${item.mediaId}`, { ...item, language }));

  const products = await cmsFetch<DataEnvelope<Product[]>>(cmsUrl, `${API_PATHS.productList}?${lang}`);
  products.data.forEach((product, sort) =>
    create(NODE_TYPES.product, `${language}-${product.productId}`, { ...product, language, sort }),
  );

  const locations = await cmsFetch<DataEnvelope<ServiceLocation[]>>(cmsUrl, `${API_PATHS.serviceLocations}?${lang}`);
  locations.data.forEach((location) =>
    create(NODE_TYPES.serviceLocation, `${language}-${location.locationId}`, { ...location, language }),
  );

  const links = await cmsFetch<DataEnvelope<FriendlyLink[]>>(cmsUrl, `${API_PATHS.friendlyLinks}?${lang}`);
  links.data.forEach((link) => create(NODE_TYPES.friendlyLink, `${language}-${link.blogrollId}`, { ...link, language }));

  const reviews = await cmsFetch<DataEnvelope<CustomerReview[]>>(cmsUrl, `${INTERNAL_API_PATHS.customerReviews}?${lang}`);
  reviews.data.forEach((review, sort) => create(NODE_TYPES.customerReview, `${language}-${review.reviewId}`, { ...review, language, sort }));

  const tags = await cmsFetch<DataEnvelope<Tag[]>>(cmsUrl, `${API_PATHS.tagList}?${lang}`);
  tags.data.forEach((tag) => create(NODE_TYPES.tag, `${language}-${tag.tagId}`, { ...tag, language }));

  await sourceJobs(cmsUrl, language, create);
}

/** The jobs, their categories and work places the CMS answers in `language`: in English, those with English. */
async function sourceJobs(cmsUrl: string, language: SiteLanguage, create: Create): Promise<void> {
  const lang = `language=${toApiLanguage(language)}`;
  const categories = await cmsFetch<DataEnvelope<JobCategory[]>>(cmsUrl, `${API_PATHS.jobCategories}?${lang}`);
  categories.data.forEach((category, sort) => create(NODE_TYPES.jobCategory, `${language}-${category.jobCategoryId}`, { ...category, language, sort }));
  const places = await cmsFetch<DataEnvelope<WorkPlace[]>>(cmsUrl, `${API_PATHS.workPlaces}?${lang}`);
  places.data.forEach((place, sort) => create(NODE_TYPES.workPlace, `${language}-${place.workPlaceId}`, { ...place, language, sort }));
  const jobs = await allPages<JobListItem>(cmsUrl, `${API_PATHS.jobList}?${lang}`);
  const details = await inBatches(jobs, (job) => cmsFetch<DataEnvelope<JobDetails>>(cmsUrl, `${API_PATHS.jobDetails(job.jobId)}?${lang}`));
  details.forEach(({ data }) => create(NODE_TYPES.job, `${language}-${data.jobId}`, { ...data, language }));
}
