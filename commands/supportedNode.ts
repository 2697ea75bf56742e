import semver from 'semver';
import packageJson from '../package.json';

/** The Node.js releases the product runs on: `engines.node` of package.json, the one place they are named. */
export const SUPPORTED_NODE = packageJson.engines.node;

/**
 * What to tell someone starting a command on `version` (a `process.versions.node`), or nothing when
 * it is in SUPPORTED_NODE. A release outside the range is refused rather than warned about: the
 * dependencies' own ranges are checked against it (tests/commands/supportedNode.test.ts), not
 * against the releases before or after.
 */
export function unsupportedNodeMessage(version: string): string | undefined {
  if (semver.satisfies(version, SUPPORTED_NODE)) return undefined;
  return `Node.js ${version} is not supported: this product runs on Node.js ${SUPPORTED_NODE} (package.json "engines"). `
    + 'Install Node.js 24 LTS (https://nodejs.org/en/download, or `nvm install 24`), '
    + 'then run `npm ci` again so that the native modules are built for it.';
}
