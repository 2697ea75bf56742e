import { ADMIN_TIME_ZONE_META } from '../../../contract/adminApi';
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from '../../../contract/companyTime';
import { currentLocale } from '../i18n/i18nProvider';

let zone: string | undefined;

/**
 * The company's time zone, which the CMS writes into the page (COMPANY_TIME_ZONE): staff read
 * every time in it, as the exports write them, whatever the zone of their computer. A page
 * served without it (a build opened without the CMS) shows the default zone.
 */
export function companyTimeZone(): string {
  if (zone === undefined) {
    const written = document.querySelector<HTMLMetaElement>(`meta[name="${ADMIN_TIME_ZONE_META}"]`)?.content ?? '';
    zone = isTimeZone(written) ? written : DEFAULT_COMPANY_TIME_ZONE;
  }
  return zone;
}

/** The language tag dates are written in: the back office's language, not the browser's. */
export const dateLocale = () => (currentLocale() === 'en' ? 'en-US' : 'zh-CN');

// A generic zone name does not change with the date: each language's is built once, as a
// formatter costs far more than the render that shows the name.
const zoneNames = new Map<string, string>();

/**
 * The company's time zone as the back office's language names it (中国标准时间, China Standard
 * Time), not its IANA name, which would put Latin words into the Chinese interface.
 */
export function companyTimeZoneName(): string {
  const locale = dateLocale();
  let name = zoneNames.get(locale);
  if (name === undefined) {
    name = new Intl.DateTimeFormat(locale, { timeZone: companyTimeZone(), timeZoneName: 'longGeneric' }).formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? companyTimeZone();
    zoneNames.set(locale, name);
  }
  return name;
}

/** A time as staff read it: the company's wall clock, in the back office's language (`2026/11/29 01:45:35`). */
export const formatDateTime = (instant: string | Date, options: Intl.DateTimeFormatOptions = {}) =>
  new Date(instant).toLocaleString(dateLocale(), { ...options, timeZone: companyTimeZone() });

/** The company's day of a time (`2026/11/29`). */
export const formatDate = (instant: string | Date) =>
  new Date(instant).toLocaleDateString(dateLocale(), { timeZone: companyTimeZone() });
