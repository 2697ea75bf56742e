import Bowser from 'bowser';

/**
 * The browser and system a User-Agent names, as people say them (`Chrome 131`, `Windows 10`,
 * `WeChat 8`): major versions only. Empty where it names none (a script, an empty header).
 */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent.trim()) return { browser: '', os: '' };
  const { browser, os } = Bowser.parse(userAgent);
  const major = (version: string | undefined) => version?.split('.')[0] ?? '';
  const label = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return {
    browser: label(browser.name ?? '', major(browser.version)),
    os: label(os.name ?? '', os.versionName ?? major(os.version)),
  };
}
