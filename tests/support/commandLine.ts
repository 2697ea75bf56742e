import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

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
): Promise<CommandResult> {
  const [program, programArgs] = direct
    ? [process.execPath, ['--import', 'tsx', `commands/${command}.ts`, ...args]]
    : ['npm', ['run', '--silent', command, '--', ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(program, programArgs, {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** The last line a command printed: the backup command's snapshot path. */
export const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)!;
