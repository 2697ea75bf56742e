import { ATTRIBUTION_STORAGE_KEY, readTouches, touchOfPage, visitorDeclines, type StoredTouches } from './touchStorage';

/**
 * Records the page load as a touch, once per page load (the site's first page, the embed's loader):
 * the first touch is the first visit of the last 90 days; the last touch is the latest visit that
 * came from somewhere (campaign parameters or another site), so a later direct visit or a click
 * within the site does not hide the campaign that brought the visitor. `partnerOrigin` is the
 * page's origin when the embed runs on a partner's page.
 */
export function recordVisit(win: Window, partnerOrigin?: string, now = new Date()): void {
  try {
    if (visitorDeclines(win)) {
      win.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
      return;
    }
    const { touch, arrived } = touchOfPage(win, now, partnerOrigin);
    const stored = readTouches(win, now);
    const next: StoredTouches = { first: stored.first ?? touch, last: arrived || !stored.last ? touch : stored.last };
    win.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // No storage: the submission then carries the page's own touch (attributionToSend).
  }
}
