import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import batchedWrites from '../../../cms/db/batchedWritesPlugin';

interface Sent {
  /** The answer had gone out when `reply.send` returned. */
  writtenAtSend: boolean;
  /** …when work queued for the end of the turn before `reply.send` ran. */
  writtenBeforeTurnEnded?: boolean;
  /** A stream's error listeners when `reply.send` returned. */
  errorListeners?: number;
}

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server whose routes record, per path, when their answer went out. */
async function serve(): Promise<{ origin: string; sent: Map<string, Sent> }> {
  app = Fastify();
  await app.register(batchedWrites);
  const sent = new Map<string, Sent>();
  const route = (path: string, send: (reply: FastifyReply, record: Sent) => void) =>
    app!.get(path, (_request, reply) => {
      const record: Sent = { writtenAtSend: false };
      sent.set(path, record);
      setImmediate(() => (record.writtenBeforeTurnEnded = reply.raw.headersSent));
      send(reply.header('content-type', 'text/plain'), record);
      record.writtenAtSend = reply.raw.headersSent;
      return reply;
    });
  route('/text', (reply) => reply.send('an answer'));
  route('/bytes', (reply) => reply.send(Buffer.from('some bytes')));
  route('/twice', (reply) => {
    reply.send('the first answer');
    reply.send('a second answer');
  });
  route('/stream', (reply, record) => {
    const file = Readable.from(['a file']);
    reply.send(file);
    record.errorListeners = file.listenerCount('error');
  });
  return { origin: await app.listen({ host: '127.0.0.1', port: 0 }), sent };
}

describe('batched writes', () => {
  it.each([
    ['/text', 'an answer'],
    ['/bytes', 'some bytes'],
  ])('write %s after the work its turn already held, whole', async (path, body) => {
    const { origin, sent } = await serve();
    const answer = await fetch(`${origin}${path}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(body);
    expect(sent.get(path)).toEqual({ writtenAtSend: false, writtenBeforeTurnEnded: false });
  });

  it('drops a second answer to one request, as Fastify does when the first is written at once', async () => {
    const { origin } = await serve();
    const answer = await fetch(`${origin}/twice`);
    expect(await answer.text()).toBe('the first answer');
    expect((await fetch(`${origin}/text`)).status).toBe(200);
  });

  it('hands a stream on at once, so an error it meets finds a listener', async () => {
    const { origin, sent } = await serve();
    const answer = await fetch(`${origin}/stream`);
    expect(await answer.text()).toBe('a file');
    expect(sent.get('/stream')!.errorListeners).toBeGreaterThan(0);
  });
});
