import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WIDGETS_DIR } from '../../builders/paths';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import { INTERNAL_API_PATHS, SITE_PAGE_API_PATHS } from '../../contract/api';
import { PREVIEW_PATH } from '../../contract/content/preview';

describe('the embed bundle the builders wrote', () => {
  it('has brotli and gzip twins of the loader, the manifest and the widget chunks, each decoding to its file', async () => {
    const names = await fs.readdir(WIDGETS_DIR);
    const twinned = names.filter((name) => /\.(js|json)$/.test(name) && names.includes(`${name}.br`) && names.includes(`${name}.gz`));
    expect(twinned).toEqual(expect.arrayContaining(['embed.js', 'manifest.json', expect.stringMatching(/^consult-.+\.js$/)]));
    for (const name of twinned) {
      const file = await fs.readFile(path.join(WIDGETS_DIR, name));
      expect(zlib.brotliDecompressSync(await fs.readFile(path.join(WIDGETS_DIR, `${name}.br`))).equals(file), name).toBe(true);
      expect(zlib.gunzipSync(await fs.readFile(path.join(WIDGETS_DIR, `${name}.gz`))).equals(file), name).toBe(true);
    }
  });

  it('carries none of the paths no widget calls: the build ones and the site page ones', async () => {
    const scripts = (await fs.readdir(WIDGETS_DIR)).filter((name) => name.endsWith('.js'));
    expect(scripts).toContain('embed.js');
    const paths = [...Object.values(INTERNAL_API_PATHS), ...Object.values(SITE_PAGE_API_PATHS)];
    for (const name of scripts) {
      const text = await fs.readFile(path.join(WIDGETS_DIR, name), 'utf8');
      for (const apiPath of paths) expect(text.includes(apiPath), `${apiPath} in ${name}`).toBe(false);
    }
  });

  it("carries nothing of the back office: neither its API nor the site's preview of drafts", async () => {
    const scripts = (await fs.readdir(WIDGETS_DIR)).filter((name) => name.endsWith('.js'));
    for (const name of scripts) {
      const text = await fs.readFile(path.join(WIDGETS_DIR, name), 'utf8');
      for (const part of [ADMIN_API_BASE_PATH, PREVIEW_PATH]) expect(text.includes(part), `${part} in ${name}`).toBe(false);
    }
  });
});
