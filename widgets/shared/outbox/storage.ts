import type { WidgetLanguage } from '../widgetLanguage';

/**
 * Where waiting submissions are kept. Leads are small JSON and go to localStorage; resumes carry
 * their file (up to 10 MB), which localStorage cannot hold, so they go to IndexedDB as a Blob.
 * Nothing here runs on import: Gatsby renders the widgets at build time, where neither exists.
 */
interface StoredBase {
  /** The Idempotency-Key the first attempt used; every retry sends it again. */
  key: string;
  language: WidgetLanguage;
  /** Milliseconds since the epoch, for sending the oldest first. */
  createdAt: number;
}

export interface StoredLead extends StoredBase {
  kind: 'lead';
  body: Record<string, unknown>;
}

export interface StoredResume extends StoredBase {
  kind: 'resume';
  fields: Record<string, string>;
  file: Blob;
  fileName: string;
}

export type StoredDelivery = StoredLead | StoredResume;

export interface OutboxStorage {
  put(entry: StoredDelivery): Promise<void>;
  /** Every waiting entry, oldest first. */
  list(): Promise<StoredDelivery[]>;
  remove(key: string): Promise<void>;
}

const byAge = (a: StoredDelivery, b: StoredDelivery) => a.createdAt - b.createdAt;

/** A storage that lives as long as the page: for tests, and the fallback where nothing persists. */
export function createMemoryStorage(): OutboxStorage {
  const entries = new Map<string, StoredDelivery>();
  return {
    async put(entry) {
      entries.set(entry.key, entry);
    },
    async list() {
      return [...entries.values()].sort(byAge);
    },
    async remove(key) {
      entries.delete(key);
    },
  };
}

/** `window.localStorage`, or null where it is missing or refuses access (sandboxed frames, some private modes). */
export function localStorageOrNull(): Storage | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    const probe = '__cmsw_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Leads as one JSON array under one localStorage key. */
export function createLocalStorageLeads(storageKey: string, store: Storage): OutboxStorage {
  const read = (): StoredLead[] => {
    try {
      const parsed: unknown = JSON.parse(store.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter((entry): entry is StoredLead => isRecord(entry) && entry.kind === 'lead' && typeof entry.key === 'string' && isRecord(entry.body))
        : [];
    } catch {
      return [];
    }
  };
  const write = (entries: StoredLead[]) => {
    if (entries.length === 0) store.removeItem(storageKey);
    else store.setItem(storageKey, JSON.stringify(entries));
  };
  return {
    async put(entry) {
      if (entry.kind !== 'lead') throw new Error('localStorage keeps leads only');
      write([...read().filter((stored) => stored.key !== entry.key), entry]);
    },
    async list() {
      return read().sort(byAge);
    },
    async remove(key) {
      const entries = read();
      const kept = entries.filter((entry) => entry.key !== key);
      if (kept.length !== entries.length) write(kept);
    },
  };
}

const DB_NAME = 'cmsw-outbox';
const DB_VERSION = 1;
const STORE = 'deliveries';

interface IdbRecord {
  key: string;
  scope: string;
  entry: StoredResume;
}

const requestResult = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const transactionDone = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'key' }).createIndex('scope', 'scope');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cannot be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

/** Resumes with their file, in IndexedDB, scoped to one CMS. */
export function createIndexedDbResumes(scope: string, factory: IDBFactory): OutboxStorage {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= openDatabase(factory).then((db) => {
      // Another tab upgrading the schema: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      return db;
    });
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };
  return {
    async put(entry) {
      if (entry.kind !== 'resume') throw new Error('IndexedDB keeps resumes only');
      const db = await database();
      const transaction = db.transaction(STORE, 'readwrite');
      const record: IdbRecord = { key: entry.key, scope, entry };
      transaction.objectStore(STORE).put(record);
      await transactionDone(transaction);
    },
    async list() {
      const db = await database();
      const transaction = db.transaction(STORE, 'readonly');
      const records = await requestResult(transaction.objectStore(STORE).index('scope').getAll(scope) as IDBRequest<IdbRecord[]>);
      return records.map((record) => record.entry).sort(byAge);
    },
    async remove(key) {
      const db = await database();
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).delete(key);
      await transactionDone(transaction);
    },
  };
}

/** Leads in one storage, resumes in another, read back together. */
export function combineStorages(leads: OutboxStorage, resumes: OutboxStorage): OutboxStorage {
  const target = (entry: StoredDelivery) => (entry.kind === 'lead' ? leads : resumes);
  return {
    put: (entry) => target(entry).put(entry),
    async list() {
      const [leadEntries, resumeEntries] = await Promise.all([leads.list(), resumes.list().catch(() => [])]);
      return [...leadEntries, ...resumeEntries].sort(byAge);
    },
    async remove(key) {
      await Promise.all([leads.remove(key), resumes.remove(key).catch(() => undefined)]);
    },
  };
}

/** Page-lifetime fallbacks, one per CMS, shared by every outbox of the page. */
const memoryFallbacks = new Map<string, { leads: OutboxStorage; resumes: OutboxStorage }>();

function memoryFallback(scope: string) {
  let fallback = memoryFallbacks.get(scope);
  if (!fallback) {
    fallback = { leads: createMemoryStorage(), resumes: createMemoryStorage() };
    memoryFallbacks.set(scope, fallback);
  }
  return fallback;
}

/**
 * The browser's storage for the outbox of the CMS at `scope` (its origin): leads in
 * localStorage, resumes in IndexedDB. Where either is unavailable its entries are kept in memory
 * for the life of the page (still retried on `online`, lost on reload: nothing better exists there).
 */
export function createBrowserStorage(scope: string): OutboxStorage {
  const local = localStorageOrNull();
  const leads = local ? createLocalStorageLeads(outboxStorageKey(scope), local) : memoryFallback(scope).leads;
  const factory = typeof indexedDB === 'undefined' ? null : indexedDB;
  let resumes = factory ? withFallback(createIndexedDbResumes(scope, factory), memoryFallback(scope).resumes) : memoryFallback(scope).resumes;
  if (factory && local) resumes = withMarker(resumes, `${outboxStorageKey(scope)}#resumes`, local);
  return combineStorages(leads, resumes);
}

/**
 * The localStorage key of an outbox's leads. Every key of the outbox starts with
 * `cmsw-outbox:`: the loader (widgets/embed/loader.ts) looks for that prefix at start-up, a
 * synchronous check, to decide whether to import the outbox at all.
 */
export function outboxStorageKey(scope: string): string {
  return `cmsw-outbox:${scope}`;
}

/**
 * Resumes live in IndexedDB, which cannot be read synchronously: a marker in localStorage says
 * some are waiting, so the loader's start-up check sees them too. Dropped once none is left.
 */
function withMarker(resumes: OutboxStorage, markerKey: string, store: Storage): OutboxStorage {
  const mark = (count: number) => {
    try {
      if (count > 0) store.setItem(markerKey, String(count));
      else store.removeItem(markerKey);
    } catch {
      // Quota: the marker only speeds up the next start; the entry itself is stored.
    }
  };
  return {
    async put(entry) {
      await resumes.put(entry);
      mark((await resumes.list()).length);
    },
    async list() {
      const entries = await resumes.list();
      if (entries.length === 0 && store.getItem(markerKey) !== null) mark(0);
      return entries;
    },
    async remove(key) {
      await resumes.remove(key);
      mark((await resumes.list()).length);
    },
  };
}

/** IndexedDB can exist and still refuse (Firefox private windows before 115): then memory. */
function withFallback(primary: OutboxStorage, fallback: OutboxStorage): OutboxStorage {
  return {
    async put(entry) {
      try {
        await primary.put(entry);
      } catch {
        await fallback.put(entry);
      }
    },
    async list() {
      const [stored, kept] = await Promise.all([primary.list().catch(() => []), fallback.list()]);
      return [...stored, ...kept].sort(byAge);
    },
    async remove(key) {
      await Promise.all([primary.remove(key).catch(() => undefined), fallback.remove(key)]);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
