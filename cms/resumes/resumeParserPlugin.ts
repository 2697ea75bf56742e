import fp from 'fastify-plugin';
import { createResumeParser, type ResumeParser } from './parsing/resumeParserPool';

declare module 'fastify' {
  interface FastifyInstance {
    resumeParser: ResumeParser;
  }
}

/** The worker pool that reads uploaded resumes; closed with the server so no thread outlives it. */
export default fp<{ timeoutMs?: number | undefined }>(
  async (app, options) => {
    const parser = createResumeParser({
      timeoutMs: options.timeoutMs,
      onStopped: (error) => app.log.warn({ err: error }, 'resume parse stopped; answering empty fields'),
    });
    app.decorate('resumeParser', parser);
    app.addHook('onClose', () => parser.close());
  },
  { name: 'resume-parser' },
);
