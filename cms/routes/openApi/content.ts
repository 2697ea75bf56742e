import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, CASE_PAGE_SIZE } from '../../../contract/api';
import { CLASSIFY_TYPES, type ClassifyType } from '../../../contract/entities/classify';
import { PRODUCT_TYPES, type ProductType } from '../../../contract/entities/product';
import { TAG_GROUPS, type TagGroup } from '../../../contract/entities/tag';
import { toApiLanguage } from '../../../contract/language';
import { CmsError, notFound } from '../../http/cmsError';
import { dataEnvelope, pageEnvelope } from '../../http/envelopes';
import { readIdList, readPage, requiredId } from '../../http/query';
import { sendContent } from '../../http/sendContent';
import { findArticle, listArticles } from '../../queries/articles';
import { loadClassifyTree } from '../../queries/classifyTree';
import { listFriendlyLinks } from '../../queries/friendlyLinks';
import { findMedia, listMedia } from '../../queries/media';
import { listProducts } from '../../queries/products';
import { listServiceLocations } from '../../queries/serviceLocations';
import { loadSiteSettings } from '../../queries/siteSettings';
import { listTags } from '../../queries/tags';

type Query = Record<string, string | undefined>;

/** Published content: read-only, bilingual by the `language` query parameter (Chinese by default). */
const contentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const languageOf = (query: unknown) => toApiLanguage((query as Query).language);

  app.get(`/${API_PATHS.classifyTree}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const query = request.query as Query;
      const classifyType = readClassifyType(query.classifyType);
      const language = languageOf(query);
      return dataEnvelope(language, await loadClassifyTree(db, classifyType, language));
    }),
  );

  app.get(`/${API_PATHS.articleList}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const query = request.query as Query;
      const language = languageOf(query);
      const filter = { classifyId: requiredId(query.classifyId), tagIds: readIdList(query.tagIds), language };
      const { rows, total } = await listArticles(db, filter, readPage(query, CASE_PAGE_SIZE));
      return pageEnvelope(language, rows, total);
    }),
  );

  app.get('/articleDetails/:id', (request, reply) =>
    sendContent(request, reply, async () => {
      const language = languageOf(request.query);
      const article = await findArticle(db, requiredId((request.params as { id: string }).id), language);
      if (!article) throw notFound();
      return dataEnvelope(language, article);
    }),
  );

  app.get(`/${API_PATHS.mediaList}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const language = languageOf(request.query);
      const { rows, total } = await listMedia(db, language, readPage(request.query as Query));
      return pageEnvelope(language, rows, total);
    }),
  );

  app.get('/mediaDetails/:id', (request, reply) =>
    sendContent(request, reply, async () => {
      const language = languageOf(request.query);
      const media = await findMedia(db, requiredId((request.params as { id: string }).id), language);
      if (!media) throw notFound();
      return dataEnvelope(language, media);
    }),
  );

  app.get(`/${API_PATHS.tagList}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const query = request.query as Query;
      const language = languageOf(query);
      const group = TAG_GROUPS.includes(query.tagGroup as TagGroup) ? (query.tagGroup as TagGroup) : undefined;
      return dataEnvelope(language, await listTags(db, language, group));
    }),
  );

  app.get(`/${API_PATHS.friendlyLinks}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const language = languageOf(request.query);
      return dataEnvelope(language, await listFriendlyLinks(db, language));
    }),
  );

  for (const path of [API_PATHS.serviceLocations, API_PATHS.serviceLocationsAlias]) {
    app.get(`/${path}`, (request, reply) =>
      sendContent(request, reply, async () => {
        const language = languageOf(request.query);
        return dataEnvelope(language, await listServiceLocations(db, language));
      }),
    );
  }

  app.get(`/${API_PATHS.productList}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const query = request.query as Query;
      const language = languageOf(query);
      const type = PRODUCT_TYPES.includes(query.productType as ProductType) ? (query.productType as ProductType) : undefined;
      return dataEnvelope(language, await listProducts(db, language, type));
    }),
  );

  app.get(`/${API_PATHS.siteSettings}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const language = languageOf(request.query);
      return dataEnvelope(language, await loadSiteSettings(db, language));
    }),
  );
};

const CLASSIFY_TYPE_VALUES: readonly number[] = Object.values(CLASSIFY_TYPES);

/** Cases (0) unless another known tree is asked for. */
function readClassifyType(value: string | undefined): ClassifyType {
  if (value === undefined || value === '') return CLASSIFY_TYPES.cases;
  const type = Number(value);
  if (!CLASSIFY_TYPE_VALUES.includes(type)) throw new CmsError(400, 'badRequest');
  return type as ClassifyType;
}

export default contentRoutes;
