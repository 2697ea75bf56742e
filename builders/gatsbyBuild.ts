import path from 'node:path';
import { ROOT, UNSOURCED_DIRS } from './paths';
import { runCommand } from './runCommand';

/**
 * The folders Parcel skips in Gatsby's compile of its own files, relative to the repository
 * (patches/@parcel+core+2.8.3.patch resolves them against Parcel's project root, the repository).
 */
export const PARCEL_WATCH_IGNORE = UNSOURCED_DIRS.map((dir) => path.relative(ROOT, dir)).join(path.delimiter);

/**
 * Runs `gatsby build` from the repository with `env` added to what every build takes: no
 * telemetry, no interactive output, and Parcel's snapshot (Gatsby's compile of gatsby-config
 * and gatsby-node) kept to the sources. Otherwise Parcel 2.8, which Gatsby 5 pins, lists every
 * file under the repository twice a build, the kept releases and the working copy included:
 * 16.6 s a listing beside two releases of a 100,000-case site, 0.05 s without the unsourced
 * folders (docs/buildScale.md).
 */
export function gatsbyBuild(env: NodeJS.ProcessEnv, log: (text: string) => void): Promise<void> {
  return runCommand(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true',
    PARCEL_WATCH_IGNORE,
    ...env,
  }, log);
}
