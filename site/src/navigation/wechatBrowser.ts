/** WeChat's own browser says so in its user agent; elsewhere its JS-SDK does nothing. */
export const isWechatBrowser = (win: Window) => /MicroMessenger/i.test(win.navigator.userAgent);
