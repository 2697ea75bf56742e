import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_PATHS, INTERNAL_API_PATHS } from '../../contract/api';
import type { ArticleDetails, ArticleExportItem, ArticleIndexEntry, ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import type { ContentChanges } from '../../contract/entities/contentChanges';
import type { CustomerReview } from '../../contract/entities/customerReview';
import type { FriendlyLink } from '../../contract/entities/friendlyLink';
import type { MediaItem } from '../../contract/entities/media';
import type { Product } from '../../contract/entities/product';
import type { ServiceLocation } from '../../contract/entities/serviceLocation';
import type { SiteSettings } from '../../contract/entities/site';
import type { Tag } from '../../contract/entities/tag';
import {
  articleIndexQuery,
  articleListQuery,
  classifyTreeQuery,
  idParams,
  languageQuery,
  mediaListQuery,
  productListQuery,
  tagListQuery,
} from '../../contract/queries';
import { DEFAULT_API_LANGUAGE } from '../../contract/language';
import { notFound } from '../http/cmsError';
import { dataEnvelope, pageEnvelope, serialisedPageEnvelope } from '../http/envelopes';
import { dataAnswer, pageAnswer } from '../http/responseSchemas';
import { sendCachedContent, sendContent } from '../http/sendContent';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { listArticleIndex } from './articles/articleIndex';
import { listArticles } from './articles/articlePage';
import { exportArticles, findArticle } from './articles/articles';
import { loadClassifyTree } from './categories/classifyTree';
import { readContentChanges } from './contentChanges';
import { listCustomerReviews } from './customerReviews/customerReviews';
import { listFriendlyLinks } from './friendlyLinks/friendlyLinks';
import { findVideo, listVideos } from './videos/videos';
import { listProducts } from './products/products';
import { listServiceLocations } from './serviceLocations/serviceLocations';
import { loadSiteSettings } from './siteSettings/siteSettings';
import { listTags } from './tags/tags';

/** Published content: read-only, bilingual by the `language` query parameter (Chinese by default). */
const contentRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db, dbEngine } = app;
  app.addHook('preValidation', sendCachedContent);

  app.get(
    `/${API_PATHS.classifyTree}`,
    {
      schema: {
        summary: 'A tree of categories',
        description: '`data` is a list holding the tree\'s root, whose `children` are its categories (`ClassifyNode`). `classifyType` chooses the tree.',
        querystring: classifyTreeQuery, response: dataAnswer<ClassifyNode[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { classifyType, language } = request.query;
        return dataEnvelope(language, await loadClassifyTree(db, classifyType, language));
      }),
  );

  app.get(
    `/${API_PATHS.articleList}`,
    {
      schema: {
        summary: 'A page of the articles of a category',
        description: '`rows` are `ArticleListItem`s and `total` counts the whole list; cases page by 8 by default. `classifyId` is required; a parent category lists its descendants\' articles, in the list\'s order.',
        querystring: articleListQuery, response: pageAnswer<ArticleListItem>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, classifyId, tagIds, page } = request.query;
        const { rows, total } = await listArticles(db, dbEngine, { classifyId, tagIds, language }, page);
        return serialisedPageEnvelope(language, rows, total);
      }),
  );

  app.get(
    `/${INTERNAL_API_PATHS.articleExport}`,
    {
      schema: {
        summary: 'A page of articles with their bodies (internal)',
        description: 'For the site\'s build, not for partners: the query of `article/list`, answered with each article\'s `articleContent`, a hundred a call at most (the paging limit, validation and content cache of `article/list` apply). Not a general bulk read.',
        querystring: articleListQuery, response: pageAnswer<ArticleExportItem>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, classifyId, tagIds, page } = request.query;
        const { rows, total } = await exportArticles(db, dbEngine, { classifyId, tagIds, language }, page);
        return pageEnvelope(language, rows, total);
      }),
  );

  app.get(
    `/${INTERNAL_API_PATHS.articleIndex}`,
    {
      schema: {
        summary: 'A category\'s whole list, without bodies (internal)',
        description: 'For the site\'s build: every article of `classifyId` (with its descendants, in the list\'s order) with its id, category, title and `updateTime` and no body, about 60 bytes an article, from which a build that kept its previous articles fetches only those changed since.',
        querystring: articleIndexQuery, response: dataAnswer<ArticleIndexEntry[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, classifyId } = request.query;
        return dataEnvelope(language, await listArticleIndex(db, classifyId, language));
      }),
  );

  app.get(
    `/${INTERNAL_API_PATHS.contentChanges}`,
    {
      schema: {
        summary: 'When each kind of content last changed (internal)',
        description: 'For the site\'s build: per table of what the site shows, the time of its last write (`ContentChanges`), from which the build dates the pages that show no single article.',
        response: dataAnswer<ContentChanges>(),
      },
    },
    (request, reply) => sendContent(request, reply, async () => dataEnvelope(DEFAULT_API_LANGUAGE, await readContentChanges(db))),
  );

  app.get(
    `/${INTERNAL_API_PATHS.customerReviews}`,
    {
      schema: {
        summary: 'Customer reviews (internal)',
        description: 'For the site\'s build, which renders them into pages; no widget shows them (`CustomerReview[]`).',
        querystring: languageQuery, response: dataAnswer<CustomerReview[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        return dataEnvelope(language, await listCustomerReviews(db, language));
      }),
  );

  app.get(
    '/articleDetails/:id',
    {
      schema: {
        summary: 'One article',
        description: '`data` is the article with its body (`ArticleDetails`); an unknown id answers 404.',
        params: idParams, querystring: languageQuery, response: dataAnswer<ArticleDetails>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        const article = await findArticle(db, request.params.id, language);
        if (!article) throw notFound();
        return dataEnvelope(language, article);
      }),
  );

  app.get(
    `/${API_PATHS.mediaList}`,
    {
      schema: {
        summary: 'A page of videos',
        description: '`rows` are `MediaItem`s, `total` counts them all.',
        querystring: mediaListQuery, response: pageAnswer<MediaItem>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, page } = request.query;
        const { rows, total } = await listVideos(db, language, page);
        return pageEnvelope(language, rows, total);
      }),
  );

  app.get(
    '/mediaDetails/:id',
    {
      schema: {
        summary: 'One video',
        description: '`data` is the `MediaItem`; an unknown id answers 404.',
        params: idParams, querystring: languageQuery, response: dataAnswer<MediaItem>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        const video = await findVideo(db, request.params.id, language);
        if (!video) throw notFound();
        return dataEnvelope(language, video);
      }),
  );

  app.get(
    `/${API_PATHS.tagList}`,
    {
      schema: {
        summary: 'Tags',
        description: '`data` is a list of `Tag`s, the case page\'s filter values; `tagGroup` keeps one group.',
        querystring: tagListQuery, response: dataAnswer<Tag[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, tagGroup } = request.query;
        return dataEnvelope(language, await listTags(db, language, tagGroup));
      }),
  );

  app.get(
    `/${API_PATHS.friendlyLinks}`,
    {
      schema: {
        summary: 'Friendly links',
        description: '`data` is a list of `FriendlyLink`s.',
        querystring: languageQuery, response: dataAnswer<FriendlyLink[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        return dataEnvelope(language, await listFriendlyLinks(db, language));
      }),
  );

  for (const path of [API_PATHS.serviceLocations, API_PATHS.serviceLocationsAlias]) {
    app.get(
      `/${path}`,
      {
        schema: {
          summary: path === API_PATHS.serviceLocations ? 'Service locations (the old spelling)' : 'Service locations',
          description: '`data` is a list of `ServiceLocation`s. Served at `localtion/list`, the old spelling kept for existing clients, and at `location/list`, the same call spelled right.',
          querystring: languageQuery, response: dataAnswer<ServiceLocation[]>(),
        },
      },
      (request, reply) =>
        sendContent(request, reply, async () => {
          const { language } = request.query;
          return dataEnvelope(language, await listServiceLocations(db, language));
        }),
    );
  }

  app.get(
    `/${API_PATHS.productList}`,
    {
      schema: {
        summary: 'Products',
        description: '`data` is a list of `Product`s; `productType` keeps one type.',
        querystring: productListQuery, response: dataAnswer<Product[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, productType } = request.query;
        return dataEnvelope(language, await listProducts(db, language, productType));
      }),
  );

  app.get(
    `/${API_PATHS.siteSettings}`,
    {
      schema: {
        summary: 'Site settings',
        description: '`data` is the site\'s settings in the language asked (`SiteSettings`), among them the privacy notice (`privacyNotice`, paragraphs separated by a blank line) and its version (`privacyNoticeVersion`) which submissions consent to.',
        querystring: languageQuery, response: dataAnswer<SiteSettings>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        return dataEnvelope(language, await loadSiteSettings(db, language));
      }),
  );
};

export default contentRoutes;
