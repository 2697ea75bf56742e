import type { FastifyInstance } from 'fastify';

/**
 * The calls an app answers under `prefix`, as `METHOD /path` relative to it (HEAD left out: Fastify
 * adds it to every GET), read from Fastify's own route tree: each line of `printRoutes` is a path
 * segment indented four columns per level below its parent, with its methods in parentheses.
 */
export function registeredRoutes(app: FastifyInstance, prefix: string): string[] {
  const pathAt: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(\S+)(?: \(([^)]*)\))?$/.exec(line.slice(branch + 4));
    if (!match) throw new Error(`unexpected line in the route tree: ${line}`);
    const path = (depth > 0 ? pathAt[depth - 1]! : '') + match[1]!;
    pathAt[depth] = path;
    if (!path.startsWith(prefix) || !match[2]) continue;
    for (const method of match[2].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path.slice(prefix.length)}`);
  }
  return routes;
}
