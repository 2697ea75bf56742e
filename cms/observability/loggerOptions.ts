import type { FastifyServerOptions } from 'fastify';

/**
 * The CMS's log: JSON lines (for a log collector) unless its output is a terminal, where people
 * read it, and then pino-pretty's coloured lines; loaded only then, and never under a test runner,
 * whose terminal is not the log's reader.
 */
export async function loggerOptions(level: string): Promise<FastifyServerOptions['logger']> {
  if (!process.stdout.isTTY || process.env.VITEST) return { level };
  const { PinoPretty } = await import('pino-pretty');
  return { level, stream: PinoPretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }) };
}
