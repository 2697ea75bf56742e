import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arrivals, closeServer } from './arrivals';

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
  const { received, add, arrived } = arrivals<Delivery>();
  const pending = [...answers];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = pending.shift() ?? 200;
      if (answer !== 'hang') response.writeHead(answer).end();
      add({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    deliveries: arrived,
    close: () => closeServer(server),
  };
}
