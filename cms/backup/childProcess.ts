import { spawn, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { BackupError } from './backupError';

/** The end of a tool's error output kept for the message: what it said last is why it stopped. */
const STDERR_TAIL = 2_000;

/**
 * Runs one of PostgreSQL's client tools and waits for it; a missing tool or a non-zero exit is a
 * {@link BackupError} with what it printed.
 */
export async function runTool(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-STDERR_TAIL)));
  const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  const failedToStart = once(child, 'error').then(([error]) => {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new BackupError(
      missing ? `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client, the version of the server or later)` : `${command}: ${(error as Error).message}`,
    );
  });
  const [code, signal] = await Promise.race([exited, failedToStart]);
  if (code !== 0) throw new BackupError(`${command} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`);
}

/** libpq's settings for a connection URL, the password in the environment rather than on a command line others can list. */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}
