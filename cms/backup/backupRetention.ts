const DAY_MS = 86_400_000;

/** Days since the epoch, in UTC. */
const dayOf = (time: Date) => Math.floor(time.getTime() / DAY_MS);
/** Weeks since the epoch, Monday to Sunday in UTC (1970-01-01 was a Thursday). */
const weekOf = (time: Date) => Math.floor((dayOf(time) + 3) / 7);

/**
 * Which snapshots go, as restic's `--keep-daily` and `--keep-weekly` decide: the newest snapshot
 * of each of the `daily` most recent days that have one is kept, and the newest of each of the
 * `weekly` most recent weeks that have one; every other goes. `snapshots` are newest first.
 */
export function snapshotsToRemove<T extends { startedAt: string }>(snapshots: readonly T[], keep: { daily: number; weekly: number }): T[] {
  const kept = new Set<T>();
  for (const [period, count] of [[dayOf, keep.daily], [weekOf, keep.weekly]] as const) {
    const periods = new Set<number>();
    for (const snapshot of snapshots) {
      const key = period(new Date(snapshot.startedAt));
      if (periods.has(key)) continue;
      if (periods.size === count) break;
      periods.add(key);
      kept.add(snapshot);
    }
  }
  return snapshots.filter((snapshot) => !kept.has(snapshot));
}
