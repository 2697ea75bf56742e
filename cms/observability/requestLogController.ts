import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
    else reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
