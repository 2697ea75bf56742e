import type http from 'node:http';

/** What a receiver on loopback has taken in, and a wait for the count a test expects. */
export interface Arrivals<T> {
  received: T[];
  /** Keeps one arrival and wakes the waits it completes. */
  add(item: T): void;
  /** Resolves once `count` have arrived in all. */
  arrived(count: number): Promise<T[]>;
}

export function arrivals<T>(): Arrivals<T> {
  const received: T[] = [];
  const waiters = new Set<() => void>();
  return {
    received,
    add(item) {
      received.push(item);
      waiters.forEach((check) => check());
    },
    arrived: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        waiters.add(check);
        check();
      }),
  };
}

/** Stops a receiver at once, its open connections included. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
