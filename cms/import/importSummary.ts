export interface KindSummary {
  created: number;
  updated: number;
  /** Imported before and unchanged since. */
  skipped: number;
  refused: Array<{ label: string; reason: string }>;
}

/** What an import did, per kind of entity, in the order the kinds are imported. */
export interface ImportSummary {
  kinds: Record<string, KindSummary>;
  revisionBefore: number;
  revisionAfter: number;
}

export const emptyKindSummary = (): KindSummary => ({ created: 0, updated: 0, skipped: 0, refused: [] });

export function refusedCount(summary: ImportSummary): number {
  return Object.values(summary.kinds).reduce((total, kind) => total + kind.refused.length, 0);
}

/** The summary as the command prints it: a table of counts, then every refusal with its reason. */
export function formatSummary(summary: ImportSummary): string {
  const rows = Object.entries(summary.kinds).map(([kind, counts]) => [kind, counts.created, counts.updated, counts.skipped, counts.refused.length]);
  const table = [['', 'created', 'updated', 'skipped', 'refused'], ...rows].map(([kind, ...counts]) =>
    `${String(kind).padEnd(16)}${counts.map((count) => String(count).padStart(9)).join('')}`,
  );
  const refusals = Object.values(summary.kinds).flatMap((kind) => kind.refused.map(({ label, reason }) => `refused ${label}: ${reason}`));
  const revision = summary.revisionAfter === summary.revisionBefore
    ? 'content unchanged: a publish has nothing to rebuild'
    : `content revision ${summary.revisionBefore} -> ${summary.revisionAfter}: the next publish rebuilds the site`;
  return [...table, ...refusals, revision].join('\n');
}
