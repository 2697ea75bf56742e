import type { ChildProcess } from 'node:child_process';

export interface ProcessOutput {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What a spawned process (stdout and stderr piped) wrote, and its exit code, once it has ended. */
export function processOutput(child: ChildProcess): Promise<ProcessOutput> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
