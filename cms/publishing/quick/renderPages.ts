import { fork } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../../builders/paths';
import type { RenderRequest } from './renderPagesChild';

/**
 * Renders pages in a child process (renderPagesChild.ts) into `<outDir>/<page>/index.html`;
 * rejects with the child's error, or when it ends without answering.
 */
export function renderPages(request: RenderRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'renderPagesChild.ts'), [], {
      // The bundle loads `punycode`, which Node deprecates; its warning would fill the CMS's log.
      execArgv: ['--import', 'tsx', '--disable-warning=DEP0040'],
      // As Gatsby's HTML workers run it; the bundle's own requires (react, react-dom) resolve from
      // the checkout's packages wherever the release is.
      env: { ...process.env, NODE_ENV: 'production', gatsby_executing_command: 'build', NODE_PATH: path.join(ROOT, 'node_modules') },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answered = false;
    child.once('message', (answer: { ok: boolean; error?: string }) => {
      answered = true;
      if (answer.ok) resolve();
      else reject(new Error(`rendering the changed pages failed: ${answer.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered) reject(new Error(`the page renderer ended without an answer (${signal ?? `exit ${code}`})`));
    });
    child.send(request);
  });
}
