import fp from 'fastify-plugin';
import { cachedCheck, type CheckResult } from './cachedCheck';
import { OBSERVABILITY_PATHS } from './observabilityPaths';
import { readinessChecks } from './readinessChecks';

/** A balancer polls every second or so: a check runs at most this often per instance, unless it says otherwise. */
const CHECK_TTL_MS = 1_000;
/** Shorter than the usual balancer timeout, so a hung dependency answers 503 rather than nothing. */
const CHECK_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  /** The site this instance serves; its live release is then checked too. */
  siteDir: string | undefined;
}

/**
 * `GET /healthz`: the process answers (a balancer restarts what does not). `GET /readyz`: the
 * instance can serve (a balancer sends it no traffic while not): 200 or 503, with each check's
 * `ok` or reason. Both are cheap (checks cached about a second), never rate-limited (no
 * `rateLimit` config) and, with request lines at debug level, write no log line per poll: a
 * check's change of state is logged once.
 */
export default fp<HealthOptions>(
  async (app, { siteDir }) => {
    const checks = Object.entries(readinessChecks(app, siteDir)).map(([name, run]) => ({
      name,
      ask: cachedCheck(run, { ttlMs: run.ttlMs ?? CHECK_TTL_MS, timeoutMs: CHECK_TIMEOUT_MS }),
    }));
    const lastResults = new Map<string, CheckResult>();

    app.get(OBSERVABILITY_PATHS.health, (_request, reply) => {
      reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    app.get(OBSERVABILITY_PATHS.readiness, async (_request, reply) => {
      const results = await Promise.all(checks.map(async ({ name, ask }) => [name, await ask()] as const));
      for (const [name, result] of results) {
        const last = lastResults.get(name);
        if (last === result) continue;
        lastResults.set(name, result);
        if (result !== 'ok') app.log.warn({ check: name, reason: result }, 'readiness check failing');
        else if (last !== undefined) app.log.info({ check: name }, 'readiness check passing again');
      }
      const ready = results.every(([, result]) => result === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ok' : 'failing', checks: Object.fromEntries(results) });
    });
  },
  { name: 'health', dependencies: ['database', 'storage'] },
);
