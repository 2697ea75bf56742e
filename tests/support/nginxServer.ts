import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where Debian's package puts nginx and its MIME types (scripts/system-deps.sh installs it). */
const NGINX = '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

export interface RunningNginx {
  dir: string;
  /** Each request: its URI, the upstreams nginx tried ("-" when it served a file itself, "a, b" when it tried two), its status. */
  accessLog(): Promise<Array<{ uri: string; upstream: string; status: number }>>;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground as a child process, with a main configuration of its own (its
 * pid, logs and temporary files in a temporary folder) around `site`, the text of a site's
 * configuration as /etc/nginx/sites-enabled holds it. `includes` maps a folder of that
 * configuration, named as the site's `include` lines name it (relative, as under /etc/nginx), to
 * the folder whose files are copied there: the snippets then include one another as installed.
 * Resolves once it accepts connections on `port`; nginx's own error output is in the rejection
 * when it exits instead.
 */
export async function startNginx(site: string, port: number, includes: Record<string, string> = {}): Promise<RunningNginx> {
  if (!(await fs.stat(NGINX).catch(() => null))) {
    throw new Error(`${NGINX} is missing: run scripts/system-deps.sh (as root) to install Debian's nginx`);
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-'));
  await fs.writeFile(path.join(dir, 'site.conf'), site);
  // Relative includes are read from the folder of nginx.conf (`-c` below), as from /etc/nginx.
  for (const [folder, from] of Object.entries(includes)) await fs.cp(from, path.join(dir, folder), { recursive: true });
  await fs.writeFile(path.join(dir, 'nginx.conf'), `
${process.getuid?.() === 0 ? 'user root root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  log_format upstreams '$request_uri|$upstream_addr|$status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) => child.once('exit', async (code) =>
    reject(new Error(`nginx exited with ${code}:\n${output}${await fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`))));
  exited.catch(() => {});
  await Promise.race([exited, acceptsConnections(port)]);

  return {
    dir,
    async accessLog() {
      const lines = (await fs.readFile(path.join(dir, 'access.log'), 'utf8')).trim().split('\n').filter(Boolean);
      return lines.map((line) => {
        const [uri = '', upstream = '', status = ''] = line.split('|');
        return { uri, upstream, status: Number(status) };
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: nginx's graceful shutdown.
        child.kill('SIGQUIT');
        await gone;
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something accepts a connection on 127.0.0.1:`port`, trying again on each refusal. */
async function acceptsConnections(port: number): Promise<void> {
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
