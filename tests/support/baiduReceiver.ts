import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Received {
  url: URL;
  contentType: string | undefined;
  addresses: string[];
}

/** Stands for Baidu's API on 127.0.0.1: records each request and answers what the test sets. */
export function localReceiver() {
  const received: Received[] = [];
  let answer = (addresses: string[]) => ({ status: 200, body: { remain: 1000 - addresses.length, success: addresses.length } as object });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const addresses = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
      received.push({ url: new URL(request.url ?? '/', 'http://127.0.0.1'), contentType: request.headers['content-type'], addresses });
      const { status, body } = answer(addresses);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return {
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/urls`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
