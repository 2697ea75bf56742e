import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { finishBuiltPages } from '../../site/gatsby/finishBuiltPages';

/** A built site of one page, `/home` with one inline script, as the build finishes it; answers its folder. */
export async function onePageSite(): Promise<string> {
  const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-one-page-site-'));
  await fs.mkdir(path.join(siteDir, 'home'));
  await fs.writeFile(path.join(siteDir, 'home/index.html'), '<!doctype html><html><body><script>window.pagePath="/home";</script></body></html>');
  await finishBuiltPages(siteDir);
  return siteDir;
}

/** An answer's Content-Security-Policy, directive by directive. */
export function policyDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((directive) => directive.trim()).filter(Boolean).map((directive) => {
      const [name = '', ...values] = directive.split(/\s+/);
      return [name, values];
    }),
  );
}
