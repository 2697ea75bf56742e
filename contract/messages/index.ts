import type { ApiLanguage } from '../language';
import { en } from './en';
import { zh, type MessageKey, type Messages } from './zh';

export type { MessageKey, Messages };

const catalogues: Record<ApiLanguage, Messages> = { zh, en };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(zh, value);
}

/** `text` with its `{placeholders}` filled in; one without a value stays as it is. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A visitor's message with its `{placeholders}` filled in. */
export function formatMessage(
  language: ApiLanguage,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return fillPlaceholders(catalogues[language][key], values);
}
