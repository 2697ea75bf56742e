import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths';

/** Runs a build command from the repository root; rejects with the tail of its output. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv, log: (text: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-8000);
      log(text);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${code}):\n${tail}`)),
    );
  });
}
