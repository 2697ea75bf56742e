import * as v from 'valibot';
import type { ServiceLocationDocument, ServiceLocationText } from '../../../contract/content/documents/serviceLocation';
import { SERVICE_LOCATION_TYPES } from '../../../contract/entities/serviceLocation';
import { toApiLanguage } from '../../../contract/language';
import type { BackOfficeMessageKey } from '../../../contract/messages/cmsMessages';
import { notFound } from '../../http/cmsError';
import {
  deleteServiceLocation, findServiceLocationRecord, listServiceLocationRecords, SERVICE_LOCATION_ORDERS,
  type ServiceLocationRecord,
} from './serviceLocationRecords';
import { insertServiceLocation, setServiceLocationMailbox, updateServiceLocation } from './serviceLocationWrites';
import { textsByLanguage } from '../../db/bilingualNames';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { PARAGRAPH_MAX, SHORT_TEXT_MAX, choice, language, optionalMailbox, phone, sortField, textLine } from '../documentFields';
import { missingIn, presentTexts, titlesOf, translated } from '../translatedTexts';
import { orderOf, pageOf, parseFilter } from '../kinds/listQuery';

const text = v.object({
  name: textLine(SHORT_TEXT_MAX),
  province: textLine(SHORT_TEXT_MAX),
  address: textLine(PARAGRAPH_MAX),
}) satisfies v.GenericSchema<unknown, ServiceLocationText>;

/** A region has a few dozen provinces; a location serving more is a mistake. */
const PROVINCES_MAX = 50;

const schema = v.object({
  locationType: choice(SERVICE_LOCATION_TYPES),
  phone: phone(),
  sort: sortField,
  provinces: v.pipe(
    v.array(textLine(SHORT_TEXT_MAX), 'contentFieldInvalid' satisfies BackOfficeMessageKey),
    v.maxLength(PROVINCES_MAX, 'contentFieldInvalid' satisfies BackOfficeMessageKey),
    v.transform((provinces) => [...new Set(provinces)].sort()),
  ),
  mailbox: optionalMailbox(),
  mailboxLanguage: language(),
  texts: translated(text),
}) satisfies v.GenericSchema<unknown, ServiceLocationDocument>;

const filterSchema = v.strictObject({ locationType: v.optional(v.picklist(SERVICE_LOCATION_TYPES)) });

const toDocument = (row: ServiceLocationRecord): ServiceLocationDocument => ({
  locationType: row.location_type as ServiceLocationDocument['locationType'],
  phone: row.phone,
  sort: row.sort,
  provinces: row.provinces,
  mailbox: row.mailbox,
  mailboxLanguage: toApiLanguage(row.mailbox_language),
  texts: textsByLanguage(row.texts, (t) => ({ name: t.location_name, province: t.province, address: t.address })),
});

const toWrite = (document: ServiceLocationDocument) => ({
  type: document.locationType,
  phone: document.phone,
  sort: document.sort,
  texts: presentTexts(document.texts),
  provinces: document.provinces,
});

const mailboxOf = (document: ServiceLocationDocument) => ({ address: document.mailbox, language: document.mailboxLanguage });

/**
 * Offices and service points. Lead routing mails a lead from any province a location serves (by
 * its Chinese name in the region list) to the location's mailbox, in the mailbox's language.
 */
export const serviceLocationsKind: ContentKindDefinition<ServiceLocationDocument> = {
  kind: 'service-locations',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.texts,
  missingLanguages: (document) => missingIn(document.texts),
  titles: (document) => titlesOf(document.texts, (t) => t.name),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listServiceLocationRecords(db, filter, orderOf(SERVICE_LOCATION_ORDERS, query), pageOf(query));
    return {
      rows: rows.map((row) => ({ id: row.location_id, title: titlesOf(toDocument(row).texts, (t) => t.name), sort: row.sort, published: row.published === 1 })),
      total,
    };
  },
  async load(db, id) {
    const row = await findServiceLocationRecord(db, id);
    return row ? { document: toDocument(row), published: row.published === 1 } : null;
  },
  async check() {},
  async create(db, document) {
    const locationId = await insertServiceLocation(db, toWrite(document), { published: false });
    await setServiceLocationMailbox(db, locationId, mailboxOf(document));
    return locationId;
  },
  async apply(db, id, document) {
    if (!(await updateServiceLocation(db, id, toWrite(document)))) throw notFound();
    await setServiceLocationMailbox(db, id, mailboxOf(document));
  },
  setPublished: publishedFlagOf('service_location'),
  remove: deleteServiceLocation,
};
