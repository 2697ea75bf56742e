import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_PATHS, INTERNAL_API_PATHS } from '../../../contract/api';
import type { ArticleDetails, ArticleExportItem, ArticleIndexEntry, ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import type { ContentChanges } from '../../../contract/entities/contentChanges';
import type { CustomerReview } from '../../../contract/entities/customerReview';
import type { FriendlyLink } from '../../../contract/entities/friendlyLink';
import type { MediaItem } from '../../../contract/entities/media';
import type { Product } from '../../../contract/entities/product';
import type { ServiceLocation } from '../../../contract/entities/serviceLocation';
import type { SiteSettings } from '../../../contract/entities/site';
import type { Tag } from '../../../contract/entities/tag';
import {
  articleIndexQuery,
  articleListQuery,
  classifyTreeQuery,
  idParams,
  languageQuery,
  mediaListQuery,
  productListQuery,
  tagListQuery,
} from '../../../contract/queries';
import { DEFAULT_API_LANGUAGE } from '../../../contract/language';
import { notFound } from '../../http/cmsError';
import { dataEnvelope, pageEnvelope, serialisedPageEnvelope } from '../../http/envelopes';
import { dataAnswer, pageAnswer } from '../../http/responseSchemas';
import { sendCachedContent, sendContent } from '../../http/sendContent';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { listArticleIndex } from '../../repositories/articleIndex';
import { listArticles } from '../../repositories/articlePage';
import { exportArticles, findArticle } from '../../repositories/articles';
import { loadClassifyTree } from '../../repositories/classifyTree';
import { readContentChanges } from '../../repositories/contentChanges';
import { listCustomerReviews } from '../../repositories/customerReviews';
import { listFriendlyLinks } from '../../repositories/friendlyLinks';
import { findMedia, listMedia } from '../../repositories/media';
import { listProducts } from '../../repositories/products';
import { listServiceLocations } from '../../repositories/serviceLocations';
import { loadSiteSettings } from '../../repositories/siteSettings';
import { listTags } from '../../repositories/tags';

/** Published content: read-only, bilingual by the `language` query parameter (Chinese by default). */
const contentRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db, dbEngine } = app;
  app.addHook('preValidation', sendCachedContent);

  app.get(
    `/${API_PATHS.classifyTree}`,
    { schema: { querystring: classifyTreeQuery, response: dataAnswer<ClassifyNode[]>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { classifyType, language } = request.query;
        return dataEnvelope(language, await loadClassifyTree(db, classifyType, language));
      }),
  );

  app.get(
    `/${API_PATHS.articleList}`,
    { schema: { querystring: articleListQuery, response: pageAnswer<ArticleListItem>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, classifyId, tagIds, page } = request.query;
        const { rows, total } = await listArticles(db, dbEngine, { classifyId, tagIds, language }, page);
        return serialisedPageEnvelope(language, rows, total);
      }),
  );

  app.get(
    `/${INTERNAL_API_PATHS.articleExport}`,
    { schema: { querystring: articleListQuery, response: pageAnswer<ArticleExportItem>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, classifyId, tagIds, page } = request.query;
        const { rows, total } = await exportArticles(db, dbEngine, { classifyId, tagIds, language }, page);
        return pageEnvelope(language, rows, total);
      }),
  );

  app.get(
    `/${INTERNAL_API_PATHS.articleIndex}`,
    { schema: { querystring: articleIndexQuery, response: dataAnswer<ArticleIndexEntry[]>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, classifyId } = request.query;
        return dataEnvelope(language, await listArticleIndex(db, classifyId, language));
      }),
  );

  app.get(
    `/${INTERNAL_API_PATHS.contentChanges}`,
    { schema: { response: dataAnswer<ContentChanges>() } },
    (request, reply) => sendContent(request, reply, async () => dataEnvelope(DEFAULT_API_LANGUAGE, await readContentChanges(db))),
  );

  app.get(
    `/${INTERNAL_API_PATHS.customerReviews}`,
    { schema: { querystring: languageQuery, response: dataAnswer<CustomerReview[]>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        return dataEnvelope(language, await listCustomerReviews(db, language));
      }),
  );

  app.get(
    '/articleDetails/:id',
    { schema: { params: idParams, querystring: languageQuery, response: dataAnswer<ArticleDetails>() } },
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
    { schema: { querystring: mediaListQuery, response: pageAnswer<MediaItem>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, page } = request.query;
        const { rows, total } = await listMedia(db, language, page);
        return pageEnvelope(language, rows, total);
      }),
  );

  app.get(
    '/mediaDetails/:id',
    { schema: { params: idParams, querystring: languageQuery, response: dataAnswer<MediaItem>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        const media = await findMedia(db, request.params.id, language);
        if (!media) throw notFound();
        return dataEnvelope(language, media);
      }),
  );

  app.get(
    `/${API_PATHS.tagList}`,
    { schema: { querystring: tagListQuery, response: dataAnswer<Tag[]>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, tagGroup } = request.query;
        return dataEnvelope(language, await listTags(db, language, tagGroup));
      }),
  );

  app.get(
    `/${API_PATHS.friendlyLinks}`,
    { schema: { querystring: languageQuery, response: dataAnswer<FriendlyLink[]>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        return dataEnvelope(language, await listFriendlyLinks(db, language));
      }),
  );

  for (const path of [API_PATHS.serviceLocations, API_PATHS.serviceLocationsAlias]) {
    app.get(
      `/${path}`,
      { schema: { querystring: languageQuery, response: dataAnswer<ServiceLocation[]>() } },
      (request, reply) =>
        sendContent(request, reply, async () => {
          const { language } = request.query;
          return dataEnvelope(language, await listServiceLocations(db, language));
        }),
    );
  }

  app.get(
    `/${API_PATHS.productList}`,
    { schema: { querystring: productListQuery, response: dataAnswer<Product[]>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, productType } = request.query;
        return dataEnvelope(language, await listProducts(db, language, productType));
      }),
  );

  app.get(
    `/${API_PATHS.siteSettings}`,
    { schema: { querystring: languageQuery, response: dataAnswer<SiteSettings>() } },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language } = request.query;
        return dataEnvelope(language, await loadSiteSettings(db, language));
      }),
  );
};

export default contentRoutes;
