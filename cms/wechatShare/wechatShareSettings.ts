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

function readUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return raw;
}

export function readWechatShareSettings(env: NodeJS.ProcessEnv): WechatShareSettings {
  return {
    apiBaseUrl: readUrl(env, 'WECHAT_API_BASE_URL', WECHAT_SHARE_DEFAULTS.apiBaseUrl).replace(/\/+$/, ''),
    jsSdkUrl: readUrl(env, 'WECHAT_JS_SDK_URL', WECHAT_SHARE_DEFAULTS.jsSdkUrl),
  };
}
