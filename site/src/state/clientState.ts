import { useSyncExternalStore } from 'react';
import { ABOUT_CHILDREN, HEADER_INDEX } from '../../../contract/siteRoutes';
import { isHeaderIndex, type HeaderIndex } from './headerIndex';
import { useHydrated } from './hydrated';
import { readStorage, writeStorage } from './storage';

/**
 * The client state besides the language: the header active index, the about-submenu
 * index and the case-submenu index, each kept in localStorage across reloads.
 *
 * - `aboutIndex` is a position in ABOUT_CHILDREN (0 = chairman, the first item).
 * - `caseIndex` is the position of a case category among the root's children; the case page
 *   selects list entry `caseIndex + 1` of its list [All, ...children], so -1 means All.
 */
export interface ClientState {
  headerIndex: HeaderIndex | null;
  aboutIndex: number;
  caseIndex: number;
}

export const CLIENT_STATE_KEYS = {
  headerIndex: 'headerActiveIndex',
  aboutIndex: 'aboutMenuIndex',
  caseIndex: 'caseMenuIndex',
} as const;

export const INITIAL_CLIENT_STATE: ClientState = Object.freeze({ headerIndex: null, aboutIndex: 0, caseIndex: -1 });

function readInt(key: string): number | null {
  const raw = readStorage(key);
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  return Number.parseInt(raw, 10);
}

function readAll(): ClientState {
  const header = readInt(CLIENT_STATE_KEYS.headerIndex);
  const about = readInt(CLIENT_STATE_KEYS.aboutIndex);
  const kase = readInt(CLIENT_STATE_KEYS.caseIndex);
  return {
    headerIndex: isHeaderIndex(header) ? header : null,
    aboutIndex: about !== null && about >= 0 && about < ABOUT_CHILDREN.length ? about : 0,
    caseIndex: kase !== null && kase >= -1 ? kase : -1,
  };
}

let state: ClientState | null = null;
const listeners = new Set<() => void>();

/** The current state, read from storage on first use in the browser. */
export function getClientState(): ClientState {
  if (state === null) {
    if (typeof window === 'undefined') return INITIAL_CLIENT_STATE;
    state = readAll();
  }
  return state;
}

/** Reads the stored values again, as a page load does. */
export function loadClientState(): ClientState {
  state = typeof window === 'undefined' ? INITIAL_CLIENT_STATE : readAll();
  emit();
  return state;
}

export function subscribeClientState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit() {
  for (const listener of [...listeners]) listener();
}

function update(patch: Partial<ClientState>) {
  const current = getClientState();
  const next = { ...current, ...patch };
  if (next.headerIndex === current.headerIndex && next.aboutIndex === current.aboutIndex && next.caseIndex === current.caseIndex) {
    return;
  }
  state = next;
  if (patch.headerIndex !== undefined && patch.headerIndex !== null) {
    writeStorage(CLIENT_STATE_KEYS.headerIndex, String(patch.headerIndex));
  }
  if (patch.aboutIndex !== undefined) writeStorage(CLIENT_STATE_KEYS.aboutIndex, String(patch.aboutIndex));
  if (patch.caseIndex !== undefined) writeStorage(CLIENT_STATE_KEYS.caseIndex, String(patch.caseIndex));
  emit();
}

export function setHeaderIndex(index: HeaderIndex): void {
  update({ headerIndex: index });
}

export function setCaseIndex(index: number): void {
  update({ caseIndex: index });
}

/**
 * A header entry was chosen: it becomes the active entry; choosing about resets the
 * about submenu to its first item unless an item is named; choosing a case sets the about index
 * to 0 and stores the chosen case category.
 */
export function selectHeaderEntry(index: HeaderIndex, options: { aboutIndex?: number; caseIndex?: number } = {}): void {
  const patch: Partial<ClientState> = { headerIndex: index };
  if (index === HEADER_INDEX.about) patch.aboutIndex = options.aboutIndex ?? 0;
  if (index === HEADER_INDEX.cases) {
    patch.aboutIndex = 0;
    if (options.caseIndex !== undefined) patch.caseIndex = options.caseIndex;
  }
  update(patch);
}

/** The client state as a React value: the initial state during SSR and hydration, then stored. */
export function useClientState(): ClientState {
  const stored = useSyncExternalStore(subscribeClientState, getClientState, () => INITIAL_CLIENT_STATE);
  return useHydrated() ? stored : INITIAL_CLIENT_STATE;
}
