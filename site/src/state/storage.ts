/**
 * localStorage that never throws: absent during SSR, and it can be disabled or full in a browser
 * (private mode, quota, blocked cookies). Call it from effects and event handlers only.
 */
export function readStorage(key: string): string | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    if (typeof window === 'undefined') return;
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the state lives for this page view only.
  }
}
