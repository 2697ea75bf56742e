/**
 * The addresses balancers and scrapers read, outside /cms/: JSON answers, which get the API's
 * security headers rather than the site's (cms/serving/securityHeadersPlugin.ts).
 */
export const OBSERVABILITY_PATHS = {
  health: '/healthz',
  readiness: '/readyz',
  metrics: '/metrics',
} as const;
