import { readHttpUrl } from '../platform/readHttpUrl';

/**
 * Where the CMS asks WeChat for its credentials (WECHAT_API_BASE_URL, WeChat's API by default)
 * and where pages opened in WeChat load its JS-SDK from (WECHAT_JS_SDK_URL, res.wx.qq.com by
 * default); tests point both at stand-ins on loopback.
 */
export interface WechatShareSettings {
  apiBaseUrl: string;
  jsSdkUrl: string;
}

export const WECHAT_SHARE_DEFAULTS: WechatShareSettings = {
  apiBaseUrl: 'https://api.weixin.qq.com',
  jsSdkUrl: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
};

export function readWechatShareSettings(env: NodeJS.ProcessEnv): WechatShareSettings {
  return {
    apiBaseUrl: (readHttpUrl(env, 'WECHAT_API_BASE_URL') ?? WECHAT_SHARE_DEFAULTS.apiBaseUrl).replace(/\/+$/, ''),
    jsSdkUrl: readHttpUrl(env, 'WECHAT_JS_SDK_URL') ?? WECHAT_SHARE_DEFAULTS.jsSdkUrl,
  };
}
