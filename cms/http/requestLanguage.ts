import type { FastifyRequest } from 'fastify';
import { toApiLanguage, type ApiLanguage } from '../../contract/language';

/**
 * The visitor's language: the `language` query parameter the open API's calls carry, else the
 * browser's first `Accept-Language` choice, else Chinese. A request refused before its query
 * was parsed (a badly encoded path) still has it in its URL.
 */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  const query = request.query as { language?: unknown } | null | undefined;
  const language = query ? query.language : new URLSearchParams(request.url.split('?')[1] ?? '').get('language');
  if (typeof language === 'string') return toApiLanguage(language);
  const accepted = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return accepted.startsWith('en') ? 'en' : 'zh';
}
