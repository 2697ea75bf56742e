// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveWechatAccount } from '../../cms/wechatShare/wechatAccounts';
import type { WechatShareConfig } from '../../contract/entities/wechatShare';
import { shareInWechat, type WechatSdk, type WechatShareData } from '../../site/src/navigation/wechatShare';
import { startTestApp, type TestApp } from '../support/testApp';
import { startWechatApiServer, type WechatApiServer } from '../support/wechatApiServer';

const ACCOUNT = { appId: 'wx0123456789abcdef', appSecret: '0123456789abcdef0123456789abcdef' };
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701 NetType/WIFI Language/zh_CN';
const OTHER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const HEAD = {
  'og:title': '某汽车工厂立体库 | 云展智能物流',
  'og:description': '两万个货位的立体库',
  'og:url': 'https://www.example.com/zh-CN/caseDetails?id=3',
  'og:image': 'https://www.example.com/share-cards/zh-CN-0123456789abcd.png',
};

/** WeChat's `wx` as a page gets it once jweixin loaded: it records what the page configured and shared. */
function standInSdk() {
  const received: { config?: Parameters<WechatSdk['config']>[0]; message?: WechatShareData; timeline?: Omit<WechatShareData, 'desc'> } = {};
  const wx: WechatSdk = {
    config: (options) => void (received.config = options),
    ready: (callback) => callback(),
    updateAppMessageShareData: (data) => void (received.message = data),
    updateTimelineShareData: (data) => void (received.timeline = data),
  };
  return { wx, received };
}

const sdkScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe('sharing a page inside WeChat', () => {
  let test: TestApp;
  let wechat: WechatApiServer;
  let origin = '';
  let asked: string[] = [];

  beforeAll(async () => {
    wechat = await startWechatApiServer(ACCOUNT);
    test = await startTestApp('sqlite', { seed: undefined, wechatShare: wechat.settings });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await test.close();
    await wechat.close();
  });

  beforeEach(() => {
    asked = [];
    const realFetch = window.fetch.bind(window);
    // The page's own fetch, to the CMS under test: the page is served from it in production.
    vi.spyOn(window, 'fetch').mockImplementation((input) => {
      asked.push(String(input));
      return realFetch(new URL(String(input), origin));
    });
    for (const [property, content] of Object.entries(HEAD)) {
      const meta = document.createElement('meta');
      meta.setAttribute('property', property);
      meta.setAttribute('content', content);
      document.head.appendChild(meta);
    }
    window.history.replaceState({}, '', '/zh-CN/caseDetails?id=3&from=singlemessage#top');
  });

  const useAgent = (agent: string) => vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent);

  it('asks nothing and loads nothing outside WeChat', async () => {
    useAgent(OTHER_UA);
    await saveWechatAccount(test.app.db, { ...ACCOUNT }, new Date().toISOString());
    await test.app.wechatShare.announceChange();
    await shareInWechat(window);
    expect(asked).toEqual([]);
    expect(sdkScripts()).toEqual([]);
  });

  it('loads no SDK in WeChat while the company has no official account', async () => {
    useAgent(WECHAT_UA);
    await saveWechatAccount(test.app.db, { appId: '', appSecret: undefined }, new Date().toISOString());
    await test.app.wechatShare.announceChange();
    await shareInWechat(window);
    expect(asked).toHaveLength(1);
    expect(sdkScripts()).toEqual([]);
  });

  it('in WeChat, configures the SDK with the CMS\'s signature of the address and shares the page\'s card', async () => {
    useAgent(WECHAT_UA);
    await saveWechatAccount(test.app.db, { ...ACCOUNT }, new Date().toISOString());
    await test.app.wechatShare.announceChange();
    const sharing = shareInWechat(window);
    await vi.waitFor(() => expect(sdkScripts()).toEqual([wechat.settings.jsSdkUrl]));
    const { wx, received } = standInSdk();
    (window as Window & { wx?: WechatSdk }).wx = wx;
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await sharing;

    const config = received.config!;
    expect(config).toMatchObject({ appId: ACCOUNT.appId, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    // As WeChat checks it: the ticket it handed the CMS, the address without its fragment.
    const signed = `jsapi_ticket=${wechat.lastTicket()}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${window.location.href.split('#')[0]}`;
    expect(config.signature).toBe(createHash('sha1').update(signed).digest('hex'));
    expect((config as Partial<WechatShareConfig>).jsSdkUrl).toBeUndefined();
    expect(received.message).toEqual({ title: HEAD['og:title'], desc: HEAD['og:description'], link: HEAD['og:url'], imgUrl: HEAD['og:image'] });
    expect(received.timeline).toEqual({ title: HEAD['og:title'], link: HEAD['og:url'], imgUrl: HEAD['og:image'] });
  });
});
