import * as v from 'valibot';
import { DOWNLOAD_REQUEST_STATUSES } from '../../contract/downloadRequestStatus';
import { LEAD_STATUSES } from '../../contract/leadStatus';

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * `createdFrom` and `createdTo` are calendar days (YYYY-MM-DD, as a date input gives them), both
 * inclusive, in UTC like the stored times; they become a half-open range of instants.
 */
const createdRange = {
  createdFrom: v.optional(v.pipe(v.string(), v.isoDate(), v.transform((day) => `${day}T00:00:00.000Z`))),
  createdTo: v.optional(v.pipe(v.string(), v.isoDate(), v.transform(dayAfter))),
};

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * react-admin's `filter={...}` query parameter, parsed and checked against the list's fields;
 * the last day asked for becomes `createdBefore`, the first instant after it.
 */
function filterParam<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.optional(
    v.pipe(
      v.string(),
      v.parseJson(),
      v.strictObject({ ...createdRange, ...entries }),
      v.transform(({ createdTo, ...rest }) => ({ ...rest, createdBefore: createdTo })),
    ),
    '{}',
  );
}

export const leadFilter = filterParam({
  status: v.optional(v.picklist(LEAD_STATUSES)),
  language: v.optional(text),
  source: v.optional(text),
  /** The first segment of the stored three-level region, 省/市/区. */
  province: v.optional(text),
  industry: v.optional(text),
  owner: v.optional(id),
});

export const downloadRequestFilter = filterParam({
  status: v.optional(v.picklist(DOWNLOAD_REQUEST_STATUSES)),
  language: v.optional(text),
  fileId: v.optional(id),
});
