import type { ApiLanguage } from '../language';
import { en } from './en';
import { zh, type MessageKey, type Messages } from './zh';

export type { MessageKey, Messages };

const catalogues: Record<ApiLanguage, Messages> = { zh, en };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(zh, value);
}

/** A message with its `{placeholders}` filled in. */
export function formatMessage(
  language: ApiLanguage,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
