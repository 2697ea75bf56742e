import type { FastifyRequest } from 'fastify';
import { toApiLanguage, type ApiLanguage } from '../../contract/language';

/**
 * The visitor's language: the `language` query parameter the SPEC's calls carry, else the
 * browser's first `Accept-Language` choice, else Chinese.
 */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  const query = request.query as { language?: unknown } | undefined;
  if (query && typeof query.language === 'string') return toApiLanguage(query.language);
  const accepted = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return accepted.startsWith('en') ? 'en' : 'zh';
}
