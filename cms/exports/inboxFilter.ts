import * as v from 'valibot';
import { nextDay, startOfCompanyDay } from '../../contract/companyTime';
import { DOWNLOAD_REQUEST_STATUSES } from '../../contract/downloadRequestStatus';
import { LEAD_STATUSES } from '../../contract/leadStatus';
import { SPAM_VERDICTS } from '../../contract/spamReasons';
import { touchFilterEntries } from '../attribution/touchFilter';

/**
 * `createdFrom` and `createdTo` are calendar days (YYYY-MM-DD, as a date input gives them), both
 * inclusive, on the company's clocks (COMPANY_TIME_ZONE) like the times the back office shows;
 * they become a half-open range of instants.
 */
const createdRange = (timeZone: string) => ({
  createdFrom: v.optional(v.pipe(v.string(), v.isoDate(), v.transform((day) => startOfCompanyDay(day, timeZone)))),
  createdTo: v.optional(v.pipe(v.string(), v.isoDate(), v.transform((day) => startOfCompanyDay(nextDay(day), timeZone)))),
});

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * react-admin's `filter={...}` query parameter, parsed and checked against the list's fields;
 * the last day asked for becomes `createdBefore`, the first instant after it.
 */
function filterParam<const Entries extends v.ObjectEntries>(entries: Entries) {
  return (timeZone: string) =>
    v.optional(
      v.pipe(
        v.string(),
        v.parseJson(),
        v.strictObject({ ...createdRange(timeZone), ...entries }),
        v.transform(({ createdTo, ...rest }) => ({ ...rest, createdBefore: createdTo })),
      ),
      '{}',
    );
}

/** The leads list's filter, its days on the clocks of `timeZone`. */
export const leadFilter = filterParam({
  status: v.optional(v.picklist(LEAD_STATUSES)),
  language: v.optional(text),
  source: v.optional(text),
  /** The first segment of the stored three-level region, 省/市/区. */
  province: v.optional(text),
  industry: v.optional(text),
  owner: v.optional(id),
  ...touchFilterEntries,
});

/** The download requests list's filter, its days on the clocks of `timeZone`. */
export const downloadRequestFilter = filterParam({
  status: v.optional(v.picklist(DOWNLOAD_REQUEST_STATUSES)),
  language: v.optional(text),
  fileId: v.optional(id),
  ...touchFilterEntries,
});

/** The spam marks' filter: the days they were marked on, and the verdict. */
export const spamMarkFilter = filterParam({
  verdict: v.optional(v.picklist(SPAM_VERDICTS)),
});
