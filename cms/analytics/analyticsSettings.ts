import type { AnalyticsSettings } from '../../contract/entities/analytics';

/** The formats of the ids, as each tool issues them; the back office checks the ids it takes against them too. */
export const BAIDU_TONGJI_ID = /^[0-9a-f]{32}$/;
export const GOOGLE_ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;

/**
 * The analytics ids from the environment, BAIDU_TONGJI_ID and GOOGLE_ANALYTICS_ID: what serves
 * where the published settings name none (`analyticsInEffect`). A malformed id stops the start
 * rather than loading a tool that would count nothing.
 */
export function readAnalyticsSettings(env: NodeJS.ProcessEnv): AnalyticsSettings {
  return {
    baiduTongjiId: readId(env, 'BAIDU_TONGJI_ID', BAIDU_TONGJI_ID),
    googleAnalyticsId: readId(env, 'GOOGLE_ANALYTICS_ID', GOOGLE_ANALYTICS_ID),
  };
}

function readId(env: NodeJS.ProcessEnv, name: string, pattern: RegExp): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!pattern.test(raw)) throw new Error(`${name} must match ${pattern.source}, got "${raw}"`);
  return raw;
}
