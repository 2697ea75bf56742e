/**
 * What a page opened in WeChat configures WeChat's JS-SDK with (`wx.config`), for its own
 * address: the official account's app id, the signature's time, random string and SHA-1, and
 * where the SDK is loaded from.
 */
export interface WechatShareConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsSdkUrl: string;
}

/** What the back office is shown of the official account: never its secret. */
export interface WechatAccountView {
  /** Empty: no account. */
  appId: string;
  hasSecret: boolean;
  updatedAt: string | null;
}
