import { localStorageOrNull } from './storage';

/** Longer than one call may take (25 s timeout), renewed before each call. */
export const LEASE_MS = 60_000;

export interface Lease {
  /** Pushes the lease's expiry forward; false when another tab has taken it meanwhile. */
  renew(): boolean;
}

interface LeaseRecord {
  owner: string;
  expires: number;
}

const ownerId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Runs `work` unless another tab of the same origin already runs it under `name`; answers
 * whether it ran. The Web Locks API where the browser has it; elsewhere a lease in localStorage
 * (a timestamp that expires, so a tab closed mid-flush does not block the others forever).
 * The lease is best effort (localStorage has no compare-and-set): the Idempotency-Key each
 * submission carries makes the rare double send harmless.
 */
export async function runExclusive(name: string, work: (lease: Lease) => Promise<void>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await work({ renew: () => true });
      return true;
    });
  }
  return runWithLease(name, work);
}

async function runWithLease(name: string, work: (lease: Lease) => Promise<void>): Promise<boolean> {
  const store = localStorageOrNull();
  if (!store) {
    await work({ renew: () => true });
    return true;
  }
  const key = `${name}:lease`;
  const owner = ownerId();
  const read = (): LeaseRecord | null => {
    try {
      const record = JSON.parse(store.getItem(key) ?? 'null') as LeaseRecord | null;
      return record && typeof record.owner === 'string' && typeof record.expires === 'number' ? record : null;
    } catch {
      return null;
    }
  };
  const write = () => store.setItem(key, JSON.stringify({ owner, expires: Date.now() + LEASE_MS } satisfies LeaseRecord));

  const current = read();
  if (current && current.expires > Date.now()) return false;
  write();
  // Two tabs that both saw no lease both wrote one: the last write wins, the other backs off.
  await new Promise((resolve) => setTimeout(resolve, 30));
  if (read()?.owner !== owner) return false;
  try {
    await work({
      renew() {
        if (read()?.owner !== owner) return false;
        write();
        return true;
      },
    });
    return true;
  } finally {
    if (read()?.owner === owner) store.removeItem(key);
  }
}
