import { FIRST_TOUCH_DAYS, TOUCH_TEXT_MAX, UTM_PARAMETERS, type DeviceClass, type Touch } from '../../../contract/attribution';

/**
 * Where the browser keeps a visitor's first and last touch (docs/attribution.md): localStorage of
 * the page's origin, so on a partner's page the embed keeps its own. Small, and read by the loader
 * at page load, so nothing here pulls in the contract's schemas.
 */
export const ATTRIBUTION_STORAGE_KEY = 'cmsw-attribution';

export interface StoredTouches {
  first?: Touch;
  last?: Touch;
}

const DAY_MS = 86_400_000;

/**
 * The visitor asked sites not to follow them (Global Privacy Control, or Do Not Track): nothing
 * is kept, and nothing is sent. The site has no analytics consent banner; these are the signals a
 * browser gives, and the privacy notice the visitor consents to with each form covers what is sent.
 */
export function visitorDeclines(win: Window): boolean {
  const navigator = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

/** The touches kept, each only while younger than 90 days: a visitor back after that starts again. */
export function readTouches(win: Window, now: Date): StoredTouches {
  try {
    const stored = JSON.parse(win.localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? '{}') as StoredTouches;
    const fresh = (touch: Touch | undefined) =>
      touch && now.getTime() - Date.parse(touch.touchedAt) < FIRST_TOUCH_DAYS * DAY_MS ? touch : undefined;
    return { first: fresh(stored.first), last: fresh(stored.last) };
  } catch {
    // No storage (a sandboxed frame, blocked cookies) or a value not ours: nothing kept.
    return {};
  }
}

/** A phone by its coarse pointer and small screen, a tablet by the pointer alone, else a desktop. */
function deviceClassOf(win: Window): DeviceClass {
  if (!win.matchMedia?.('(pointer: coarse)').matches) return 'desktop';
  return Math.min(win.screen.width, win.screen.height) < 600 ? 'mobile' : 'tablet';
}

const cut = (text: string) => text.slice(0, TOUCH_TEXT_MAX);

/**
 * The touch of the page now open: its campaign parameters, the referrer's host (never its path,
 * which can carry personal data), the page (path and query) and the device class; `arrived` when
 * it brings the visitor from elsewhere (campaign parameters, or a referrer on another host).
 */
export function touchOfPage(win: Window, now: Date, partnerOrigin?: string): { touch: Touch; arrived: boolean } {
  const url = new URL(win.location.href);
  const touch: Touch = { touchedAt: now.toISOString(), landingPage: cut(url.pathname + url.search), deviceClass: deviceClassOf(win) };
  let arrived = false;
  for (const [field, parameter] of Object.entries(UTM_PARAMETERS) as Array<[keyof typeof UTM_PARAMETERS, string]>) {
    const value = url.searchParams.get(parameter)?.trim();
    if (value) {
      touch[field] = cut(value);
      arrived = true;
    }
  }
  let referrerHost = '';
  try {
    referrerHost = win.document.referrer ? new URL(win.document.referrer).hostname : '';
  } catch {
    // An unreadable referrer counts as none.
  }
  if (referrerHost && referrerHost !== url.hostname) {
    touch.referrerHost = cut(referrerHost);
    arrived = true;
  }
  if (partnerOrigin) touch.partnerOrigin = partnerOrigin;
  return { touch, arrived };
}
