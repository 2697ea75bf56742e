/**
 * First visits of many addresses on a few reused pages ("lanes"), for the files that load every
 * route or every address of the site. A fresh context per address made Chromium start a renderer
 * process and compile the site's scripts anew each time: 62 addresses took 168 s and 42 s of CPU
 * that way against 65 s and 23 s on one reused page (same busy machine, back to back). Each lane
 * is a context of its own, and between two visits its cookies, local and session storage and
 * IndexedDB are cleared, so every visit is still a first visit (no language choice or consent
 * carries over); only the HTTP cache stays, as it would for a visitor.
 */
import type { Browser, BrowserContextOptions, CDPSession, Page, Response } from 'playwright-core';
import { recordErrors, settle } from './support';

export interface LaneVisit {
  page: Page;
  response: Response | null;
  /** Console errors and uncaught exceptions of this visit so far. */
  errors(): string[];
}

interface Lane {
  page: Page;
  cdp: CDPSession;
  errors: string[];
}

export interface VisitLanes {
  /** Loads `url` on a free lane, settles it, and answers what `inspect` makes of it. */
  visit<T>(url: string, inspect: (visit: LaneVisit) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * `count` lanes in `browser`; `prepare` runs once on each lane's page before its first visit (an
 * init script or an exposed function, which stay across navigations).
 */
export function visitLanes(
  browser: Browser,
  count: number,
  options: { context?: BrowserContextOptions; prepare?: (page: Page) => Promise<void> } = {},
): VisitLanes {
  const lanes: Lane[] = [];
  const free: Lane[] = [];
  const waiting: Array<(lane: Lane) => void> = [];
  let opened = 0;

  const openLane = async (): Promise<Lane> => {
    const context = await browser.newContext(options.context);
    const page = await context.newPage();
    const errors = recordErrors(page);
    await options.prepare?.(page);
    const lane = { page, cdp: await context.newCDPSession(page), errors };
    lanes.push(lane);
    return lane;
  };

  const take = (): Promise<Lane> => {
    const lane = free.pop();
    if (lane) return Promise.resolve(lane);
    if (opened < count) {
      opened += 1;
      return openLane();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (lane: Lane) => {
    const next = waiting.shift();
    if (next) next(lane);
    else free.push(lane);
  };

  /** Forgets what the last visit stored, so that the next one is a first visit. */
  const forget = async ({ page, cdp }: Lane, origin: string) => {
    // Session storage belongs to the tab and survives a navigation within the origin.
    await page.evaluate(() => sessionStorage.clear()).catch(() => {});
    await page.context().clearCookies();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  };

  return {
    async visit(url, inspect) {
      const lane = await take();
      try {
        const from = lane.errors.length;
        const response = await lane.page.goto(url, { waitUntil: 'load' });
        await settle(lane.page);
        try {
          return await inspect({ page: lane.page, response, errors: () => lane.errors.slice(from) });
        } finally {
          await forget(lane, new URL(url).origin);
        }
      } finally {
        release(lane);
      }
    },
    async close() {
      await Promise.all(lanes.map((lane) => lane.page.context().close()));
    },
  };
}
