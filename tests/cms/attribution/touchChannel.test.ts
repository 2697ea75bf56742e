import { describe, expect, it } from 'vitest';
import { touchChannel, type ChannelSignals } from '../../../cms/attribution/touchChannel';

const none: ChannelSignals = { utmSource: '', utmMedium: '', utmCampaign: '', referrerHost: '', partnerOrigin: '' };

describe('the channel of a touch', () => {
  it.each([
    ['cpc', 'paid'], ['PPC', 'paid'], ['paid_social', 'paid'], ['display', 'paid'],
    ['email', 'email'], ['e-mail', 'email'], ['EDM', 'email'], ['newsletter', 'email'],
    ['social', 'social'], ['social-media', 'social'],
    ['qrcode', 'campaign'],
  ])('reads utm_medium %s as %s, whatever the referrer', (utmMedium, channel) => {
    expect(touchChannel({ ...none, utmMedium, utmSource: 'x', referrerHost: 'www.baidu.com' })).toBe(channel);
  });

  it('counts any other tagged link as a campaign, ahead of a partner page', () => {
    expect(touchChannel({ ...none, utmCampaign: 'cemat', partnerOrigin: 'https://partner.example' })).toBe('campaign');
    expect(touchChannel({ ...none, utmSource: 'expo' })).toBe('campaign');
  });

  it('counts an untagged visit on a partner page as the partner’s, ahead of its referrer', () => {
    expect(touchChannel({ ...none, partnerOrigin: 'https://partner.example', referrerHost: 'www.google.com' })).toBe('partner');
  });

  it.each([
    ['www.baidu.com', 'search'], ['m.baidu.com', 'search'], ['www.so.com', 'search'], ['www.sogou.com', 'search'], ['m.sm.cn', 'search'],
    ['cn.bing.com', 'search'], ['www.google.com.hk', 'search'], ['duckduckgo.com', 'search'],
    ['mp.weixin.qq.com', 'social'], ['weibo.com', 'social'], ['www.zhihu.com', 'social'], ['www.linkedin.com', 'social'], ['t.co', 'social'],
    ['mail.qq.com', 'email'], ['mail.163.com', 'email'], ['outlook.live.com', 'email'],
    ['www.qq.com', 'referral'], ['news.example.com', 'referral'], ['notbaidu.com', 'referral'], ['baidu.com.evil.example', 'referral'],
  ])('reads the referrer %s as %s', (referrerHost, channel) => {
    expect(touchChannel({ ...none, referrerHost })).toBe(channel);
  });

  it('calls a visit with nothing to go by direct', () => {
    expect(touchChannel(none)).toBe('direct');
  });
});
