import { spawn } from 'node:child_process';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import packageLock from '../../package-lock.json';
import { SUPPORTED_NODE, unsupportedNodeMessage } from '../../commands/supportedNode';
import { processOutput } from '../support/processOutput';

const ROOT = new URL('../..', import.meta.url);

/**
 * Gatsby 5.16 (the registry's newest) and the packages released with it declare `<26`; its CLI
 * checks only the minimum when it runs. `npm ci` on Node 26 warns about these and no other
 * (docs/dependencies.md); when Gatsby lifts the cap, this list empties and the test says so.
 */
const CAPPED_BEFORE_26 = '>=18.0.0 <26';

interface LockedPackage { engines?: { node?: string } }

/** Every installed package whose `engines.node` does not allow every release of SUPPORTED_NODE. */
function packagesNotAllowing(supported: string): Array<{ name: string; range: string }> {
  return Object.entries(packageLock.packages as Record<string, LockedPackage>)
    .filter(([location, info]) => location !== '' && info.engines?.node && !semver.subset(supported, info.engines.node))
    .map(([location, info]) => ({ name: location.replace(/^.*node_modules\//, ''), range: info.engines!.node! }));
}

/** A command started as its npm script starts it, on a Node.js that says it is `version`. */
function runAs(version: string, command: string) {
  // What the command loaded when it stopped, from CommonJS's cache (tsx compiles to CommonJS here).
  const script = `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });
process.on('exit', () => process.stdout.write(JSON.stringify(Object.keys(require.cache))));
require(${JSON.stringify(`./commands/${command}.ts`)});`;
  return processOutput(spawn(process.execPath, ['--import', 'tsx', '--eval', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] }));
}

describe('the supported Node.js releases', () => {
  it('are Node.js 22 from 22.20, 24 from 24.12 and 26', () => {
    for (const version of ['22.20.0', '22.99.0', '24.12.0', '24.22.3', '26.0.0', '26.12.1']) {
      expect(unsupportedNodeMessage(version), version).toBeUndefined();
    }
    for (const version of ['18.20.8', '20.19.0', '20.20.2', '22.19.0', '23.11.1', '24.11.1', '25.0.0', '27.0.0', '26.0.0-pre']) {
      expect(unsupportedNodeMessage(version), version).toBe(
        `Node.js ${version} is not supported: this product runs on Node.js ${SUPPORTED_NODE} (package.json "engines"). `
        + 'Install Node.js 24 LTS (https://nodejs.org/en/download, or `nvm install 24`), '
        + 'then run `npm ci` again so that the native modules are built for it.',
      );
    }
  });

  it('are allowed by every installed package but Gatsby, whose packages stop before 26', () => {
    const refusing = packagesNotAllowing(SUPPORTED_NODE);
    expect(refusing.filter(({ range }) => range !== CAPPED_BEFORE_26)).toEqual([]);
    expect(refusing.map(({ name }) => name)).toContain('gatsby');
    // Without 26 every package allows them all: no `EBADENGINE` on Node.js 22 and 24.
    expect(packagesNotAllowing(SUPPORTED_NODE.replace(/ \|\| \^26\.0\.0$/, ''))).toEqual([]);
  });

  it('are what the test runs on', () => {
    expect(unsupportedNodeMessage(process.versions.node)).toBeUndefined();
  });

  it.each(['start', 'staff', 'import', 'buildSite', 'backup', 'restore'])('stop `%s` at once on Node.js 20, before the CMS or a database driver loads', async (command) => {
    const stopped = await runAs('20.19.0', command);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr.trim()).toBe(unsupportedNodeMessage('20.19.0'));
    const loaded = JSON.parse(stopped.stdout) as string[];
    expect(loaded.some((file) => file.endsWith('/commands/requireSupportedNode.ts'))).toBe(true);
    expect(loaded.filter((file) => /\/(cms|builders)\/|node_modules\/(fastify|better-sqlite3|pg|kysely)\//.test(file))).toEqual([]);
  });
});
