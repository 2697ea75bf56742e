// Starts a throw-away PostgreSQL server for one test run.
//
// The cluster lives in a fresh temp directory (data, unix socket, server log),
// listens only on 127.0.0.1 at a free port and trusts every local connection.
// `stop()` shuts it down (fast shutdown) and removes the directory. If the
// process that started it dies without calling `stop()`, an exit hook and a
// small detached watchdog shut the server down and remove the directory.
//
// PostgreSQL refuses to run as root: as root the cluster is owned by, and the
// server runs as, the `postgres` system user (created by Debian's package).

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';

export interface PostgresServer {
  /** `postgres://<user>@127.0.0.1:<port>/<db>` of a database created for this run. */
  url: string;
  /** Fast shutdown, wait for exit, remove the temp directory. Safe to call twice. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const DATABASE = 'vitest';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
const INSTALL_HINT = 'run `bash scripts/system-deps.sh` (as root) to install it (Debian package `postgresql`)';

/** Directory holding `initdb` and `postgres`: newest /usr/lib/postgresql/<v>/bin, else `pg_config --bindir`. */
export function findPostgresBinDir(): string {
  const hasBoth = (dir: string) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb'));
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
    : [];
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (hasBoth(dir)) return dir;
  }
  let pgConfigDir: string | undefined;
  try {
    pgConfigDir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    pgConfigDir = undefined;
  }
  if (pgConfigDir && hasBoth(pgConfigDir)) return pgConfigDir;
  const looked = [
    versions.length ? versions.map((v) => join(root, v, 'bin')).join(', ') : `${root}/<version>/bin (none exist)`,
    pgConfigDir ? `pg_config --bindir (${pgConfigDir})` : 'pg_config (not found)',
  ].join('; ');
  throw new Error(
    `PostgreSQL server binaries \`initdb\` and \`postgres\` are missing (looked in: ${looked}). ` +
      `The tests need a real PostgreSQL server: ${INSTALL_HINT}.`,
  );
}

interface RunAs {
  uid: number;
  gid: number;
}

/** As root, the uid/gid of the `postgres` system user; otherwise undefined (run as ourselves). */
function runAsUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${SUPERUSER}:`));
  const fields = line?.split(':');
  const uid = Number(fields?.[2]);
  const gid = Number(fields?.[3]);
  if (!fields || !Number.isInteger(uid) || !Number.isInteger(gid)) {
    throw new Error(
      `Running as root, but there is no \`${SUPERUSER}\` system user to run PostgreSQL as ` +
        `(PostgreSQL refuses to run as root). ${INSTALL_HINT}, which creates that user.`,
    );
  }
  return { uid, gid };
}

function logTail(logFile: string, lines = 40): string {
  try {
    const text = readFileSync(logFile, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n') || '(log is empty)';
  } catch {
    return '(no log written)';
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/** Runs initdb; its output goes to the log file. */
function runInitdb(binDir: string, dataDir: string, logFd: number, runAs: RunAs | undefined): Promise<void> {
  const args = ['-D', dataDir, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions'];
  return new Promise((resolve, reject) => {
    const child = spawn(join(binDir, 'initdb'), args, {
      stdio: ['ignore', logFd, logFd],
      ...(runAs ?? {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb exited with ${signal ?? `code ${code}`}`));
    });
  });
}

/**
 * Detached watchdog: if the process that started the server dies without
 * calling stop() (crash, SIGKILL, SIGTERM), it shuts the server down and
 * removes the temp directory. stop() kills the watchdog first.
 */
function spawnWatchdog(serverPid: number, dir: string): ChildProcess {
  const script = `
    parent="$1"; server="$2"; dir="$3"
    while kill -0 "$parent" 2>/dev/null && kill -0 "$server" 2>/dev/null; do sleep 1; done
    if kill -0 "$server" 2>/dev/null; then
      kill -QUIT "$server" 2>/dev/null
      i=0
      while kill -0 "$server" 2>/dev/null && [ "$i" -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
      kill -KILL "$server" 2>/dev/null
    fi
    rm -rf "$dir"
  `;
  const watchdog = spawn('sh', ['-c', script, 'postgres-test-watchdog', String(process.pid), String(serverPid), dir], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.on('error', () => {}); // best effort only
  watchdog.unref();
  return watchdog;
}

function killWatchdog(watchdog: ChildProcess | undefined): void {
  // Detached, so it leads its own process group: kill the group (sh and its sleep).
  if (watchdog?.pid === undefined) return;
  try {
    process.kill(-watchdog.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function waitUntilReady(
  child: ChildProcess,
  port: number,
  logFile: string,
  spawnError: () => Error | undefined,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const error = spawnError();
    if (error) throw error;
    if (hasExited(child)) {
      throw new Error(`postgres exited during startup (${child.signalCode ?? `code ${child.exitCode}`})`);
    }
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: SUPERUSER,
      database: 'postgres',
      connectionTimeoutMillis: 2_000,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (err) {
      lastError = err;
      await client.end().catch(() => {});
      await sleep(100);
    }
  }
  throw new Error(
    `postgres did not accept connections on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000}s` +
      ` (last error: ${lastError instanceof Error ? lastError.message : String(lastError)}); log ${logFile}`,
  );
}

/** Starts a throw-away PostgreSQL server; see the file comment. */
export async function startPostgres(): Promise<PostgresServer> {
  const started = Date.now();
  const binDir = findPostgresBinDir();
  const runAs = runAsUser();

  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const fail = (message: string, cause?: unknown): Error => {
    const err = new Error(
      `${message}\n--- PostgreSQL log (${logFile}; set POSTGRES_TEST_KEEP=1 to keep it), last lines ---\n` +
        `${logTail(logFile)}\n---`,
      cause === undefined ? undefined : { cause },
    );
    return err;
  };

  let child: ChildProcess | undefined;
  let watchdog: ChildProcess | undefined;
  let onProcessExit: (() => void) | undefined;
  const logFd = openSync(logFile, 'a');
  try {
    if (runAs) chownSync(dir, runAs.uid, runAs.gid);
    try {
      await runInitdb(binDir, dataDir, logFd, runAs);
    } catch (err) {
      throw fail(`initdb failed in ${dataDir}: ${err instanceof Error ? err.message : String(err)}`, err);
    }

    // A port found free can be taken before postgres binds it: retry then.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      let spawnErr: Error | undefined;
      const server = spawn(
        join(binDir, 'postgres'),
        [
          '-D', dataDir,
          '-h', '127.0.0.1',
          '-p', String(port),
          '-k', dir,
          '-c', 'fsync=off',
          '-c', 'synchronous_commit=off',
          '-c', 'full_page_writes=off',
          '-c', 'max_connections=200',
        ],
        { stdio: ['ignore', logFd, logFd], ...(runAs ?? {}), env: { ...process.env, LC_ALL: 'C', LANG: 'C' } },
      );
      server.once('error', (e) => (spawnErr = e));
      child = server;
      // Synchronous kill when this process exits normally or via process.exit().
      const pid = server.pid;
      if (onProcessExit) process.off('exit', onProcessExit);
      onProcessExit = () => {
        if (pid !== undefined && !hasExited(server)) {
          try {
            process.kill(pid, 'SIGQUIT');
          } catch {
            // already gone
          }
        }
      };
      process.on('exit', onProcessExit);
      if (pid !== undefined) watchdog = spawnWatchdog(pid, dir);

      try {
        await waitUntilReady(server, port, logFile, () => spawnErr);
        break;
      } catch (err) {
        killWatchdog(watchdog);
        if (!hasExited(server)) {
          server.kill('SIGQUIT');
          if (!(await waitForExit(server, 5_000))) server.kill('SIGKILL');
          await waitForExit(server, 5_000);
        }
        const portTaken = /could not bind|Address already in use/i.test(logTail(logFile, 20));
        if (portTaken && attempt < 3) continue;
        throw fail(`PostgreSQL failed to start (${binDir}/postgres, port ${port}): ${err instanceof Error ? err.message : String(err)}`, err);
      }
    }

    // The database the run uses; per-file databases are created from it.
    const admin = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres' });
    try {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${DATABASE}`);
    } catch (err) {
      throw fail(`could not create database ${DATABASE}: ${err instanceof Error ? err.message : String(err)}`, err);
    } finally {
      await admin.end().catch(() => {});
    }

    const server = child!;
    let stopping: Promise<void> | undefined;
    const stop = (): Promise<void> => {
      stopping ??= (async () => {
        killWatchdog(watchdog);
        if (!hasExited(server)) {
          server.kill('SIGINT'); // fast shutdown
          if (!(await waitForExit(server, STOP_TIMEOUT_MS))) {
            server.kill('SIGQUIT'); // immediate shutdown
            if (!(await waitForExit(server, 5_000))) server.kill('SIGKILL');
            await waitForExit(server, 5_000);
          }
        }
        if (onProcessExit) process.off('exit', onProcessExit);
        closeSync(logFd);
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopping;
    };

    if (process.env.POSTGRES_TEST_DEBUG) {
      console.log(`[postgres] started ${binDir}/postgres on 127.0.0.1:${port} in ${Date.now() - started} ms (${dir})`);
    }
    return { url: `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`, stop };
  } catch (err) {
    killWatchdog(watchdog);
    if (child && !hasExited(child)) {
      child.kill('SIGQUIT');
      if (!(await waitForExit(child, 5_000))) child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
    if (onProcessExit) process.off('exit', onProcessExit);
    closeSync(logFd);
    // Keep the directory (and its log) only when asked to, for debugging.
    if (!process.env.POSTGRES_TEST_KEEP) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
