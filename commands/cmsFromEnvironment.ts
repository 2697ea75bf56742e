import { readConfig } from '../cms/config';
import { loadDemoContent } from '../seed/loadDemoContent';
import { OUTPUT_DIRS } from '../builders/paths';

/**
 * The CMS as the commands start it: configured by the environment, with the build's output
 * folders as its defaults, seeding an empty database with the demo content unless SEED=false.
 */
export function cmsFromEnvironment(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env, OUTPUT_DIRS);
  return { ...config, seed: config.seed ? loadDemoContent : undefined };
}
