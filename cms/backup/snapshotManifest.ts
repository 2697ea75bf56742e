import { SQLITE_FILE, type DatabaseEngine } from '../db/connect';

/** One entry of a snapshot's archive, as its manifest records it. */
export interface SnapshotPart {
  /** `database/…`, `files/public/<path>` or `files/resumes/<name>`. */
  name: string;
  bytes: number;
  /** SHA-256 of the entry's bytes, in hexadecimal. */
  sha256: string;
}

/** The archive's last entry, `manifest.json`: what the snapshot holds. */
export interface SnapshotManifest {
  format: 1;
  /** When the archive was complete. */
  createdAt: string;
  engine: DatabaseEngine;
  /** The last migration the database had: a restore migrates on from there. */
  migration: string;
  /** The backup run (table `backup_run`) that wrote it; the restore records it as finished. */
  runId: number | null;
  /** Every entry before the manifest, in archive order. */
  parts: SnapshotPart[];
}

export const MANIFEST_ENTRY = 'manifest.json';
/** Named as the data folder's file: a restore opens the unpacked `database/` folder as a data folder. */
export const SQLITE_ENTRY = `database/${SQLITE_FILE}`;
export const POSTGRES_ENTRY = 'database/cms.pgdump';
/** File areas: `public` (the data folder's public files) and `resumes` (the resume store, a folder or a bucket). */
export const FILE_AREAS = ['public', 'resumes'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

export const databaseEntry = (engine: DatabaseEngine) => (engine === 'sqlite' ? SQLITE_ENTRY : POSTGRES_ENTRY);
export const fileEntry = (area: FileArea, name: string) => `files/${area}/${name}`;
