import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 when asked, for a server that must be told its port before it starts
 * (PostgreSQL, nginx, a CMS whose public address names it). Another process may take it before
 * that server binds it; the window is short enough for the tests.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not determine a free port'))));
    });
  });
}
