import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { readConfig } from './config';

/** Starts the CMS: structured logs, graceful close on SIGTERM/SIGINT, one port. */
async function main() {
  const config = readConfig();
  const app = await buildApp(config, { logger: { level: config.logLevel } });

  // close() stops accepting connections and waits for requests in flight, so every write a
  // client was told succeeded has been committed before the database closes.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`CMS listening on http://${config.host}:${port} (data: ${app.dbDescription})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
