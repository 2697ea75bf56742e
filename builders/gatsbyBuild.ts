import path from 'node:path';
import { ROOT, UNSOURCED_DIRS } from './paths';
import { runCommand } from './runCommand';

/**
 * Runs `gatsby build` from the repository with `env` added to what every build takes: no
 * telemetry, no interactive output, and the unsourced folders for Parcel to skip in Gatsby's
 * compile of its own files (PARCEL_WATCH_IGNORE, read by patches/@parcel+core+2.8.3.patch; why
 * in builders/paths.ts and docs/buildScale.md).
 */
export function gatsbyBuild(env: NodeJS.ProcessEnv, log: (text: string) => void): Promise<void> {
  return runCommand(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true',
    PARCEL_WATCH_IGNORE: UNSOURCED_DIRS.join(path.delimiter),
    ...env,
  }, log);
}
