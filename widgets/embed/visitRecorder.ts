import { recordVisit } from '../shared/attribution/recordVisit';

/**
 * The chunk the loader imports at start-up: it records the partner's page as a visit
 * (docs/attribution.md) without weighing on `embed.js` and the first paint's budget.
 */
export function start(win: Window): void {
  recordVisit(win, win.location.origin);
}
