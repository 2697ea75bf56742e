import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { validLead } from '../../support/leadFixture';
import { startServer, stop, type RunningServer } from '../../support/cmsProcess';
import { startMailServer, type MailServer } from '../../support/mailServer';
import { SALES } from '../../support/notifyingApp';

let dataDir: string | undefined;
let mail: MailServer | undefined;
let server: RunningServer | undefined;

afterEach(async () => {
  if (server) await stop(server);
  await mail?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  server = mail = dataDir = undefined;
});

it('a CMS killed after a lead committed, with its mail server down, sends the mail exactly once after a restart', async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-crash-'));
  // A port nothing listens on any more: the mail server is "down" until started there again.
  const probe = await startMailServer();
  const smtpUrl = probe.url;
  await probe.close();
  const env = {
    DATA_DIR: dataDir,
    SEED: 'false',
    SMTP_URL: smtpUrl,
    SALES_MAILBOX: SALES,
    PUBLIC_URL: 'https://www.example.com',
    NOTIFY_POLL_SECONDS: '1',
    NOTIFY_RETRY_BASE_SECONDS: '1',
    // Short, so a row the killed process held mid-send is taken over soon after the restart.
    NOTIFY_LEASE_SECONDS: '1',
  };

  server = await startServer(env);
  const response = await fetch(`${server.origin}/cms/open/api/potentialCustomers/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validLead),
  });
  expect(response.status).toBe(200);
  await stop(server, 'SIGKILL');

  mail = await startMailServer(Number(new URL(smtpUrl).port));
  server = await startServer(env);
  const [message] = await mail.messages(1);
  expect(message!.subject).toContain(validLead.companyName);
  // A graceful stop waits for the worker's pass under way: a second send would have arrived by then.
  await stop(server);
  server = undefined;
  expect(mail.received).toHaveLength(1);
});
