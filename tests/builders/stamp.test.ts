import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../builders/paths';
import { buildStamp } from '../../builders/stamp';

describe('build stamps', () => {
  let folder = '';
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  it('see a change in the files they cover, and only in those (the site’s stylesheet stamp)', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'stamp-'));
    await fs.mkdir(path.join(folder, 'components'));
    await fs.writeFile(path.join(folder, 'components', 'Card.module.css'), '.card { color: red }');
    await fs.writeFile(path.join(folder, 'components', 'Card.tsx'), 'export const Card = 1;');
    const stylesheets = buildStamp(path.join(folder, '.stamp'), [path.relative(ROOT, folder)], (file) => file.endsWith('.css'));

    expect(await stylesheets.isCurrent()).toBe(false);
    expect(await stylesheets.written()).toBe('');
    const digest = await stylesheets.digest();
    await stylesheets.write(digest);
    expect(await stylesheets.written()).toBe(digest);
    expect(await stylesheets.isCurrent()).toBe(true);

    await fs.writeFile(path.join(folder, 'components', 'Card.tsx'), 'export const Card = 2;');
    expect(await stylesheets.isCurrent()).toBe(true);

    // Same class name, another declaration: what Gatsby's own page tracking does not see.
    await fs.writeFile(path.join(folder, 'components', 'Card.module.css'), '.card { color: blue }');
    expect(await stylesheets.isCurrent()).toBe(false);
  });
});
