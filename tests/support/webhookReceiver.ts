import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with a request: answer with a status, or never answer. */
export type ReceiverAnswer = number | 'hang';

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hooks`. */
  url: string;
  received: Delivery[];
  /** Resolves once `count` requests have arrived in all. */
  deliveries(count: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

/**
 * A CRM's endpoint on loopback (node:http): keeps what arrives and answers each request with the
 * next of `answers`, then 200 once they are used up.
 */
export async function startWebhookReceiver(answers: ReceiverAnswer[] = []): Promise<WebhookReceiver> {
  const received: Delivery[] = [];
  const waiters = new Set<() => void>();
  const pending = [...answers];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = pending.shift() ?? 200;
      if (answer !== 'hang') response.writeHead(answer).end();
      waiters.forEach((check) => check());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    deliveries: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
