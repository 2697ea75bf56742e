import type { FastifyRequest } from 'fastify';

/** Kept with each submission to trace abuse; behind a proxy it is the forwarded address (TRUST_PROXY). */
export const clientAddress = (request: FastifyRequest): string => request.ip ?? '';
