import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildAdmin } from '../builders/adminBuild';
import { ADMIN_DIR } from '../builders/paths';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `npm run build:admin`: the back office's app, always built afresh; prints its sizes and build time. */
async function main() {
  const started = Date.now();
  const { firstLoad } = await buildAdmin();
  const assets = path.join(ADMIN_DIR, 'assets');
  const scripts = (await fs.readdir(assets)).filter((name) => name.endsWith('.js'));
  const gzipped = async (name: string) => zlib.gzipSync(await fs.readFile(path.join(assets, name)), { level: 9 }).byteLength;
  const sum = async (names: string[]) => (await Promise.all(names.map(gzipped))).reduce((total, size) => total + size, 0);
  console.log(
    `Back office built in ${((Date.now() - started) / 1000).toFixed(1)} s into ${ADMIN_DIR}: ` +
      `${scripts.length} scripts, ${kib(await sum(scripts))} gzip in all, ${kib(await sum(firstLoad))} gzip on first load`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
