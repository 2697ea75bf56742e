import autocannon from 'autocannon';

/** Concurrent connections of every throughput measurement. */
export const CONNECTIONS = 20;

/** Requests per second of `url` under CONNECTIONS connections for `seconds`, and how many were answered; any failed answer fails it. */
export async function throughput(url: string, seconds: number, options: Partial<autocannon.Options> = {}): Promise<{ perSecond: number; answered: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { perSecond: result.requests.average, answered: result.requests.total };
}

/** Average requests per second of `url` (`throughput`). */
export async function requestsPerSecond(url: string, seconds: number, options: Partial<autocannon.Options> = {}): Promise<number> {
  return (await throughput(url, seconds, options)).perSecond;
}
