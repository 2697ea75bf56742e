import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { API_PATHS, INTERNAL_API_PATHS, MAX_PAGE_SIZE } from '../../contract/api';
import type { ArticleExportItem } from '../../contract/entities/article';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../contract/entities/classify';
import type { ContentChanges } from '../../contract/entities/contentChanges';
import type { CustomerReview } from '../../contract/entities/customerReview';
import type { FriendlyLink } from '../../contract/entities/friendlyLink';
import type { JobCategory, JobDetails, JobListItem, WorkPlace } from '../../contract/entities/job';
import type { MediaItem } from '../../contract/entities/media';
import type { Product } from '../../contract/entities/product';
import type { ServiceLocation } from '../../contract/entities/serviceLocation';
import type { SiteSettings } from '../../contract/entities/site';
import type { Tag } from '../../contract/entities/tag';
import type { DataEnvelope, PageEnvelope } from '../../contract/envelope';
import { SITE_LANGUAGES, type SiteLanguage } from '../../contract/siteRoutes';
import { cmsFetch } from './source/cmsFetch';
import { withNeighbours } from './source/withNeighbours';
import { NODE_TYPES, type SchemaNodes } from './source/nodeTypes';

/** The CMS the build sources content from (`npm start` points it at itself). */
export const cmsUrl = () => process.env.CMS_URL ?? 'http://127.0.0.1:8000';

const apiLanguage = (language: SiteLanguage) => (language === 'en-US' ? 'en' : 'zh');

/** Runs `work` over `items`, a few at a time, so a large site does not flood the CMS. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

async function allPages<T>(cmsUrl: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const page = await cmsFetch<PageEnvelope<T>>(cmsUrl, `${path}${separator}pageNum=${pageNum}&pageSize=${MAX_PAGE_SIZE}`);
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) return rows;
  }
}

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
    for (const language of SITE_LANGUAGES) {
      await sourceLanguage(origin, language, create);
    }
    await sourceJobs(origin, create);
    const changes = await cmsFetch<DataEnvelope<ContentChanges>>(origin, INTERNAL_API_PATHS.contentChanges);
    for (const [table, changedAt] of Object.entries(changes.data)) create(NODE_TYPES.contentChange, table, { table, changedAt });
  } catch (error) {
    reporter.panicOnBuild(`Sourcing content from the CMS failed: ${(error as Error).message}`, error as Error);
  } finally {
    activity.end();
  }
};

type NodeTypeName = (typeof NODE_TYPES)[keyof typeof NODE_TYPES];

/**
 * A node's own fields as the schema declares them: content whose contract type (contract/entities)
 * lacks a declared field, or has it with another type, fails the type check, not a page query.
 */
type NodeFields<T extends NodeTypeName> = Omit<SchemaNodes[T], 'id' | 'parent' | 'children' | 'internal'>;

type Create = <T extends NodeTypeName>(type: T, key: string, fields: NodeFields<T>) => void;

function nodeCreator({ actions, createNodeId, createContentDigest }: SourceNodesArgs): Create {
  return (type, key, fields) => {
    actions.createNode({
      ...fields,
      id: createNodeId(`${type}-${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  };
}

async function sourceLanguage(cmsUrl: string, language: SiteLanguage, create: Create): Promise<void> {
  const lang = `language=${apiLanguage(language)}`;

  const settings = await cmsFetch<DataEnvelope<SiteSettings>>(cmsUrl, `${API_PATHS.siteSettings}?${lang}`);
  create(NODE_TYPES.settings, language, { ...settings.data, language });

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
      // The export pages like the list, with each body: a hundred articles a call, not one.
      const rows = await allPages<ArticleExportItem>(cmsUrl, `${INTERNAL_API_PATHS.articleExport}?classifyId=${root.classifyId}&${lang}`);
      withNeighbours(rows).forEach((row, listIndex) => {
        const category = categoryById.get(row.classifyId);
        create(NODE_TYPES.article, `${language}-${row.articleId}`, {
          language, classifyType, listIndex,
          categoryOutLink: category?.outLink ?? '', classifyName: category?.classifyName ?? '',
          articleId: row.articleId, classifyId: row.classifyId,
          articleTitle: row.articleTitle, articleSummary: row.articleSummary, articleContent: row.articleContent,
          articleThumbnail: row.articleThumbnail, publishTime: row.publishTime,
          fileUrl: row.fileUrl, fileId: row.fileId, tagIds: row.tagIds,
          previous: row.previous, next: row.next, updateTime: row.updateTime,
        });
      });
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
}

/** Careers are Chinese only: jobs are sourced once, without a language. */
async function sourceJobs(cmsUrl: string, create: Create): Promise<void> {
  const categories = await cmsFetch<DataEnvelope<JobCategory[]>>(cmsUrl, API_PATHS.jobCategories);
  categories.data.forEach((category) => create(NODE_TYPES.jobCategory, String(category.jobCategoryId), category));
  const places = await cmsFetch<DataEnvelope<WorkPlace[]>>(cmsUrl, API_PATHS.workPlaces);
  places.data.forEach((place) => create(NODE_TYPES.workPlace, String(place.workPlaceId), place));
  const jobs = await allPages<JobListItem>(cmsUrl, API_PATHS.jobList);
  const details = await inBatches(jobs, (job) => cmsFetch<DataEnvelope<JobDetails>>(cmsUrl, API_PATHS.jobDetails(job.jobId)));
  details.forEach(({ data }) => create(NODE_TYPES.job, String(data.jobId), data));
}
