import { spawn } from 'node:child_process';
import path from 'node:path';
import { processOutput, type ProcessOutput } from './processOutput';

const ROOT = path.resolve(__dirname, '../..');

/**
 * `npm run <command> -- …args` as an operator types it (output not a terminal), or, `direct`, its
 * entry in commands/ as that script runs it (a second less of npm), with only the environment
 * given (and PATH, HOME) and `stdin` piped in.
 */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  { direct = false, stdin = '' }: { direct?: boolean; stdin?: string } = {},
): Promise<ProcessOutput> {
  const [program, programArgs] = direct
    ? [process.execPath, ['--import', 'tsx', `commands/${command}.ts`, ...args]]
    : ['npm', ['run', '--silent', command, '--', ...args]];
  const child = spawn(program, programArgs, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(stdin);
  return processOutput(child);
}

/** The last line a command printed: the backup command's snapshot path. */
export const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)!;
