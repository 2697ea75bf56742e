import { afterEach, describe, expect, it } from 'vitest';
import { attributionToSend } from '../../../widgets/shared/attribution/attributionToSend';
import { recordVisit } from '../../../widgets/shared/attribution/recordVisit';
import { ATTRIBUTION_STORAGE_KEY } from '../../../widgets/shared/attribution/touchStorage';
import { stubMatchMedia } from '../../support/matchMedia';

const DAY = 86_400_000;
const start = new Date('2026-03-01T02:00:00.000Z');
const later = (days: number) => new Date(start.getTime() + days * DAY);
const initialAddress = window.location.href;

/** A page load: the address the visitor opened and the page that sent them there. */
function open(address: string, referrer = '') {
  window.history.replaceState({}, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

function setPrivacySignals(signals: { globalPrivacyControl?: boolean; doNotTrack?: string | null }) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: signals.globalPrivacyControl, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: signals.doNotTrack ?? null, configurable: true });
}

afterEach(() => {
  open(initialAddress);
  setPrivacySignals({});
});

describe('the touches the browser keeps', () => {
  it('keeps the first visit and replaces the last only with a visit from elsewhere', () => {
    open('/products?id=3&utm_source=baidu&utm_medium=cpc&utm_campaign=cemat', 'https://www.baidu.com/s?wd=%E7%AB%8B%E4%BD%93%E5%BA%93');
    recordVisit(window, undefined, start);
    // A direct visit, then a click within the site: neither hides the campaign.
    open('/about');
    recordVisit(window, undefined, later(3));
    open('/cases', `${window.location.origin}/about`);
    recordVisit(window, undefined, later(3));
    expect(attributionToSend(window, later(4))).toEqual({
      first: expect.objectContaining({ utmCampaign: 'cemat', referrerHost: 'www.baidu.com', landingPage: '/products?id=3&utm_source=baidu&utm_medium=cpc&utm_campaign=cemat' }),
      last: expect.objectContaining({ utmCampaign: 'cemat', touchedAt: start.toISOString() }),
      sentFromPage: '/cases',
    });

    open('/solutions', 'https://mp.weixin.qq.com/s/abc?from=timeline');
    recordVisit(window, undefined, later(10));
    const sent = attributionToSend(window, later(10))!;
    expect(sent.first).toMatchObject({ utmCampaign: 'cemat', touchedAt: start.toISOString() });
    expect(sent.last).toEqual({ referrerHost: 'mp.weixin.qq.com', landingPage: '/solutions', deviceClass: 'desktop', touchedAt: later(10).toISOString() });
  });

  it('forgets touches after 90 days: a visitor back later starts again', () => {
    open('/?utm_campaign=old', 'https://www.google.com/');
    recordVisit(window, undefined, start);
    expect(attributionToSend(window, later(89))!.first).toMatchObject({ utmCampaign: 'old' });
    // Nothing kept is sent after 90 days: the page's own touch stands in as the last.
    expect(attributionToSend(window, later(91))).toEqual({ first: undefined, last: expect.objectContaining({ touchedAt: later(91).toISOString() }), sentFromPage: '/?utm_campaign=old' });
    open('/news', 'https://www.bing.com/');
    recordVisit(window, undefined, later(91));
    const sent = attributionToSend(window, later(91))!;
    expect(sent.first).toMatchObject({ referrerHost: 'www.bing.com', touchedAt: later(91).toISOString() });
    expect(sent.first).not.toHaveProperty('utmCampaign');
  });

  it('records the partner’s page for the embed, and the device class', () => {
    const restore = stubMatchMedia((query) => query === '(pointer: coarse)');
    try {
      Object.defineProperty(window.screen, 'width', { value: 390, configurable: true });
      Object.defineProperty(window.screen, 'height', { value: 844, configurable: true });
      open('/partner-page');
      recordVisit(window, 'https://partner.example', start);
      expect(attributionToSend(window, start)!.first).toMatchObject({ partnerOrigin: 'https://partner.example', deviceClass: 'mobile' });
      Object.defineProperty(window.screen, 'width', { value: 820, configurable: true });
      Object.defineProperty(window.screen, 'height', { value: 1180, configurable: true });
      open('/x?utm_source=newsletter');
      recordVisit(window, undefined, later(1));
      expect(attributionToSend(window, later(1))!.last).toMatchObject({ deviceClass: 'tablet' });
    } finally {
      restore();
    }
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('keeps and sends nothing when the browser sends %s, and forgets what it kept', (_name, signals) => {
    open('/?utm_campaign=spring', 'https://www.baidu.com/');
    recordVisit(window, undefined, start);
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).not.toBeNull();
    setPrivacySignals(signals);
    recordVisit(window, undefined, later(1));
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(attributionToSend(window, later(1))).toBeUndefined();
  });

  it('sends the page’s own touch when the browser keeps nothing, and ignores what is not its own', () => {
    localStorage.setItem(ATTRIBUTION_STORAGE_KEY, 'not json');
    open('/download?utm_source=expo', 'https://expo.example/exhibitors');
    expect(attributionToSend(window, start)).toEqual({
      first: undefined,
      last: { utmSource: 'expo', referrerHost: 'expo.example', landingPage: '/download?utm_source=expo', deviceClass: 'desktop', touchedAt: start.toISOString() },
      sentFromPage: '/download?utm_source=expo',
    });
  });
});
