import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import type { MediaInUse } from '../../contract/media/mediaAsset';
import { idParams } from '../../contract/queries';
import { CmsError, notFound } from '../http/cmsError';
import { readMultipartUpload, type UploadLimits } from '../http/multipartUpload';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { assetAddressPart, preparedThumbnails, prepareAsset, removePublicFiles, writePublicFiles } from './assetFiles';
import { uploadFormatOf } from './uploadFormat';
import { deleteMediaAsset, findMediaAsset, insertMediaAsset, listMediaAssets, updateMediaAsset, type StoredMediaAsset } from './mediaAssets';
import { findMediaUsages } from './mediaUsage';
import { deleteStoredFileUnlessRequested, storedFileId } from '../downloads/storedFileWrites';
import { recordAudit } from '../staff/recordAudit';
import { listHeaders, listQuery } from '../http/listRange';

/**
 * A picture from a camera or a brochure is a few MB; a film for the site's video page is tens.
 * The upload is read into memory to be checked, as resumes are, so the limit also bounds that.
 */
const MEDIA_UPLOAD_LIMITS: UploadLimits = { maxBytes: 64 * 1024 * 1024, maxFields: 5, fallbackName: 'file', tooLargeMessage: 'mediaTooLarge' };

const CENTRE = { x: 0.5, y: 0.5 };

const mediaListQuery = v.object({
  ...listQuery(['createdAt']).entries,
  filter: v.optional(
    v.pipe(
      v.string(),
      v.parseJson(),
      v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(200)), ''), kind: v.optional(v.picklist(['image', 'file'])) }),
    ),
    '{}',
  ),
});

const altText = v.pipe(v.string(), v.trim(), v.maxLength(300, 'mediaAltTooLong' satisfies CmsMessageKey));
const focal = v.pipe(v.number('mediaFocalPointInvalid' satisfies CmsMessageKey), v.minValue(0, 'mediaFocalPointInvalid' satisfies CmsMessageKey), v.maxValue(1, 'mediaFocalPointInvalid' satisfies CmsMessageKey));
/** react-admin sends the whole record back; these are the fields an editor may change. */
const changeBody = v.object({ alt: v.object({ zh: altText, en: altText }), decorative: v.boolean(), focalX: focal, focalY: focal });

const target = (id: number) => `media:${id}`;

/** The media library: editors and admins upload, describe, find and delete pictures and files. */
const mediaRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  // Only the uploads parse multipart bodies: registered here, its hooks run on their requests alone.
  await app.register(multipart);
  const { db } = app;
  const editor = app.requireRole('editor');
  const { publicDir } = app.storage;

  const existing = async (id: number) => {
    const stored = await findMediaAsset(db, id);
    if (!stored) throw notFound();
    return stored;
  };
  const usagesOf = (stored: StoredMediaAsset) =>
    findMediaUsages(db, { addressPart: assetAddressPart(stored.variants), storedFileId: stored.asset.storedFileId });

  app.get('/media', {
    schema: {
      summary: 'The media library',
      description: 'Pictures and files, newest first; `filter` `{q, kind}`. A simple-REST list. Role: editor.',
      querystring: mediaListQuery,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const { range, sort, filter } = request.query;
    const { rows, total } = await listMediaAssets(db, {
      offset: range.offset,
      limit: range.limit,
      newestFirst: sort.order !== 'ASC',
      search: filter.q,
      kind: filter.kind,
    });
    await recordAudit(request, { action: 'media.list', target: `range:${range.start}-${range.end}` });
    return reply.headers(listHeaders('media', range.start, rows.length, total)).send(rows);
  });

  app.post('/media', {
    schema: {
      summary: 'Upload to the media library',
      consumes: ['multipart/form-data'],
      description: 'Multipart, one `file` of at most 64 MB; its bytes must match its format. Answers the new asset (201). Role: editor.',
    },
    preHandler: editor,
  }, async (request, reply) => {
    const { file } = await readMultipartUpload(request, MEDIA_UPLOAD_LIMITS);
    const format = uploadFormatOf(file.originalName, file.bytes);
    const key = randomUUID();
    const prepared = await prepareAsset(key, format, file.bytes, CENTRE);
    const createdAt = app.staffClock().toISOString();
    const [original] = prepared.files;
    const id = await writePublicFiles(publicDir, prepared.files, () =>
      db.transaction().execute(async (trx) => {
        const sizeBytes = original!.bytes.byteLength;
        const fileId = format === 'pdf'
          ? await storedFileId(trx, { fileName: file.originalName, storedName: `${key}.pdf`, mimeType: prepared.mimeType, sizeBytes, createdAt })
          : null;
        return insertMediaAsset(trx, {
          kind: prepared.kind,
          fileName: file.originalName,
          mimeType: prepared.mimeType,
          sizeBytes,
          width: prepared.width,
          height: prepared.height,
          storageKey: key,
          variants: prepared.variants,
          storedFileId: fileId,
          createdBy: request.staffUser!.email,
          createdAt,
        });
      }),
    );
    await recordAudit(request, { action: 'media.upload', target: target(id) });
    return reply.code(201).send((await existing(id)).asset);
  });

  app.get('/media/:id', {
    schema: {
      summary: 'One media asset',
      description: 'Role: editor.',
      params: idParams,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const { asset } = await existing(request.params.id);
    await recordAudit(request, { action: 'media.read', target: target(asset.id) });
    return reply.send(asset);
  });

  app.get('/media/:id/usages', {
    schema: {
      summary: 'Where a media asset is used',
      description: 'The content items that show or link it: `{kind, id, field, label, labelLanguage}`, `labelLanguage` the language of an item\'s title in `label` (null where `label` is a code). Role: editor.',
      params: idParams,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const stored = await existing(request.params.id);
    const usages = await usagesOf(stored);
    await recordAudit(request, { action: 'media.usages', target: target(stored.asset.id) });
    return reply.send(usages);
  });

  app.put('/media/:id', {
    schema: {
      summary: 'Describe a media asset',
      description: 'Its alternative texts and focal point (the thumbnails are cut again around it); answers the asset. Role: editor.',
      params: idParams,
      body: changeBody,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const stored = await existing(request.params.id);
    const change = request.body;
    const moved = change.focalX !== stored.asset.focalX || change.focalY !== stored.asset.focalY;
    const thumbnails = moved ? await preparedThumbnails(publicDir, stored.storageKey, stored.variants, { x: change.focalX, y: change.focalY }) : [];
    await writePublicFiles(publicDir, thumbnails, () => updateMediaAsset(db, stored.asset.id, change));
    await recordAudit(request, { action: 'media.update', target: target(stored.asset.id) });
    return reply.send((await existing(stored.asset.id)).asset);
  });

  app.delete('/media/:id', {
    schema: {
      summary: 'Delete a media asset',
      description: 'Answers it; an asset still in use answers 409 with the places in `data.usages`. Role: editor.',
      params: idParams,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const stored = await existing(request.params.id);
    const { storedFileId: fileId } = stored.asset;
    const usages = await usagesOf(stored);
    if (usages.length > 0) {
      await recordAudit(request, { action: 'media.delete-refused', target: target(stored.asset.id) });
      throw new CmsError(409, 'mediaInUse', { values: { count: usages.length }, data: { usages } satisfies MediaInUse });
    }
    await db.transaction().execute(async (trx) => {
      await deleteMediaAsset(trx, stored.asset.id);
      if (fileId !== null) await deleteStoredFileUnlessRequested(trx, fileId);
    });
    await removePublicFiles(publicDir, stored.variants);
    await recordAudit(request, { action: 'media.delete', target: target(stored.asset.id) });
    return reply.send(stored.asset);
  });
};

export default mediaRoutes;
