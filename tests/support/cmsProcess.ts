import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/**
 * Starts the CMS the way `npm run cms` does (`npm start` with `args` `['--site']`), on a port the OS
 * picks. Without the proof-of-work challenge, as test CMSs in the process run without it
 * (testAppOptions): these tests post as scripts do; `SPAM_CHALLENGE: 'on'` in `env` turns it on.
 */
export async function startServer(env: Record<string, string>, args: string[] = []): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'commands/start.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', LOG_LEVEL: 'warn', SPAM_CHALLENGE: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /CMS listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, origin, output: () => output };
}

/** Resolves once the server's output contains `text` (logs may be written after "listening"). */
export function outputContaining(server: RunningServer, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout!.off('data', check);
      resolve(server.output());
    };
    server.child.stdout!.on('data', check);
    server.child.once('exit', (code) => reject(new Error(`server exited with ${code} before writing "${text}":\n${server.output()}`)));
    check();
  });
}

export function stop(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
    server.child.kill(signal);
  });
}
