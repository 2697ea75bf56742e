import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** pino's loggers tell whether a level is written; Fastify's type of them leaves it out, and its silent logger has none. */
type LevelAware = { isLevelEnabled?: (level: string) => boolean };

/**
 * Fastify's own lines about requests, made one line per request at debug level: at info a
 * balancer polling /readyz every second, or a busy site, would fill the log with lines nobody
 * reads. A response that fails while it is written is still logged at error level, and the
 * errors handler (cms/http/errorsPlugin.ts) logs failures through `request.log`: both lines carry
 * the request's id.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    // Every answer passes here: below debug, no line's fields are put together only to be dropped.
    else if ((reply.log as LevelAware).isLevelEnabled?.('debug')) reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
