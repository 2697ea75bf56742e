import * as v from 'valibot';
import { isCalendarDay } from '../../contract/companyTime';
import { API_LANGUAGES } from '../../contract/language';
import type { BackOfficeMessageKey } from '../../contract/messages/cmsMessages';
import { TELEPHONE_PATTERN } from '../../contract/validation/rules';
import { sanitizeContentHtml } from './sanitizeContentHtml';

/**
 * The rules the documents of every kind are built of. Each trims and bounds what an editor typed
 * and answers a back-office message key, so a refused save says what to fix in the editor's
 * language.
 */

const message = (key: BackOfficeMessageKey) => key;

/** Short text: a name, a title, a phone's label. */
export const SHORT_TEXT_MAX = 200;
/** A paragraph: a description, a quote, an address. */
export const PARAGRAPH_MAX = 2000;
/** Rich text (HTML) or a long notice. */
export const LONG_TEXT_MAX = 100_000;

/** A line of text (a name, a title): trimmed, not empty, at most `max` characters. */
export const textLine = (max: number) =>
  v.pipe(
    v.string(message('contentTextRequired')),
    v.trim(),
    v.minLength(1, message('contentTextRequired')),
    v.maxLength(max, message('contentTextTooLong')),
  );

/** Text that may be left empty (''). */
export const optionalText = (max: number) =>
  v.pipe(v.string(message('contentTextRequired')), v.trim(), v.maxLength(max, message('contentTextTooLong')));

/** Editors' HTML, sanitised against the content allow-list; bounded before and after. */
export const richText = () =>
  v.pipe(optionalText(LONG_TEXT_MAX), v.transform(sanitizeContentHtml), v.maxLength(LONG_TEXT_MAX, message('contentTextTooLong')));

const ROOT_RELATIVE = /^\/(?!\/)\S*$/;
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** A web address (http or https): a friendly link, an external page. */
export const webLink = () =>
  v.pipe(
    v.string(message('contentLinkInvalid')),
    v.trim(),
    v.maxLength(SHORT_TEXT_MAX * 10, message('contentLinkInvalid')),
    v.regex(WEB_ADDRESS, message('contentLinkInvalid')),
  );

/** A site path (`/agv/forklift`, a media library file) or a web address. */
export const address = () =>
  v.pipe(
    v.string(message('contentAddressInvalid')),
    v.trim(),
    v.maxLength(SHORT_TEXT_MAX * 10, message('contentAddressInvalid')),
    v.check((value) => ROOT_RELATIVE.test(value) || WEB_ADDRESS.test(value), message('contentAddressInvalid')),
  );

/** A phone number as the site shows it (`400-000-0000`, `+86-10-0000-0000`). */
export const phone = () =>
  v.pipe(
    v.string(message('contentPhoneInvalid')),
    v.trim(),
    v.maxLength(40, message('contentPhoneInvalid')),
    v.regex(TELEPHONE_PATTERN, message('contentPhoneInvalid')),
  );

export const mailbox = () =>
  v.pipe(
    v.string(message('contentEmailInvalid')),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, message('contentEmailInvalid')),
    v.email(message('contentEmailInvalid')),
  );

/** A mailbox that may be left out: '' and null both mean none. */
export const optionalMailbox = () =>
  v.pipe(
    v.nullable(v.string(message('contentEmailInvalid'))),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(mailbox()),
  );

/** YYYY-MM-DD, a day that exists. */
export const day = () =>
  v.pipe(
    v.string(message('contentDateInvalid')),
    v.trim(),
    v.isoDate(message('contentDateInvalid')),
    v.check(isCalendarDay, message('contentDateInvalid')),
  );

/** A day that may be left out: '' and null both mean none. */
export const optionalDay = () =>
  v.pipe(
    v.nullable(v.string(message('contentDateInvalid'))),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(day()),
  );

export const count = (max: number) =>
  v.pipe(
    v.number(message('contentNumberInvalid')),
    v.integer(message('contentNumberInvalid')),
    v.minValue(0, message('contentNumberInvalid')),
    v.maxValue(max, message('contentNumberInvalid')),
  );

export const choice = <const Options extends readonly string[]>(options: Options) =>
  v.picklist(options, message('contentChoiceInvalid'));

export const language = () => choice(API_LANGUAGES);

/** A whole number of the order among siblings. */
export const sortField = v.pipe(v.number(message('contentFieldInvalid')), v.integer(message('contentFieldInvalid')), v.minValue(-1_000_000), v.maxValue(1_000_000));

/** An id another item of content is referred to by. */
export const referenceId = v.pipe(v.number(message('contentFieldInvalid')), v.integer(message('contentFieldInvalid')), v.minValue(1, message('contentFieldInvalid')));
