import { spawn } from 'node:child_process';
import path from 'node:path';

export interface BenchServers {
  bareOrigin: string;
  cmsOrigin: string;
  /** CPU time the servers' process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts bench/benchServers.ts in a child process with these environment variables on top of
 * this process's, and answers once both servers listen.
 */
export async function startBenchServers(env: Record<string, string>): Promise<BenchServers> {
  // Node itself with tsx's loader, not the tsx command: the command SIGKILLs a child that does not
  // acknowledge a relayed SIGTERM within 30 ms (one busy with a slow query), which then never
  // removes its data folder.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'benchServers.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origins = await new Promise<{ bareOrigin: string; cmsOrigin: string }>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const cpuMicros = async () => ((await (await fetch(`${origins.bareOrigin}/cpu`)).json()) as { micros: number }).micros;
  return { ...origins, cpuMicros, stop: () => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); }) };
}
