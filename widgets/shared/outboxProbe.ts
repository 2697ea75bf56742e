/**
 * Whether the outbox holds leads from an earlier visit, without loading it: its leads live in
 * localStorage under `cmsw-outbox:<cms>` (widgets/shared/outbox/storage.ts). The loader and the
 * consult dialog ask this to decide whether to load the outbox at all.
 */
export const OUTBOX_STORAGE_PREFIX = 'cmsw-outbox:';

export function leadsAreWaiting(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(OUTBOX_STORAGE_PREFIX)) return true;
    }
  } catch {
    // No storage (server rendering, a sandboxed frame): nothing can wait in it.
  }
  return false;
}
