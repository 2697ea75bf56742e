import path from 'node:path';
import { readS3Settings, type S3Settings } from '../storage/s3Settings';
import { readBackupKeys, type BackupKeyRing } from './backupKeys';
import { readInteger } from '../platform/readInteger';

/** The running CMS's scheduled backups: how often, how many kept, where, with which key. */
export interface BackupSettings {
  intervalMs: number;
  keepDaily: number;
  keepWeekly: number;
  /** One of the two: a folder (`BACKUP_DIR`) or a bucket (`BACKUP_S3_*`). */
  folder: string | undefined;
  bucket: S3Settings | undefined;
  keys: BackupKeyRing;
}

const BACKUP_DEFAULTS = { keepDaily: 7, keepWeekly: 4 } as const;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `6h`, `24h`, `7d`: at least a minute. */
function readInterval(raw: string): number {
  const match = /^(\d+)\s*([mhd])$/.exec(raw);
  const ms = match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : 0;
  if (ms < UNIT_MS.m) throw new Error(`BACKUP_INTERVAL must be a number of minutes, hours or days (30m, 24h, 7d), got "${raw}"`);
  return ms;
}

/** The settings `BACKUP_INTERVAL` and its companions give; undefined (no scheduled backups) without it. */
export function readBackupSettings(env: NodeJS.ProcessEnv): BackupSettings | undefined {
  const interval = env.BACKUP_INTERVAL?.trim();
  if (!interval) return undefined;
  const folder = env.BACKUP_DIR?.trim();
  const bucket = readS3Settings(env, 'BACKUP_S3_');
  if (Boolean(folder) === Boolean(bucket)) throw new Error('BACKUP_INTERVAL needs one place to keep snapshots: BACKUP_DIR or BACKUP_S3_BUCKET, not both');
  return {
    intervalMs: readInterval(interval),
    keepDaily: readInteger(env, 'BACKUP_KEEP_DAILY', BACKUP_DEFAULTS.keepDaily, 1, 1000),
    keepWeekly: readInteger(env, 'BACKUP_KEEP_WEEKLY', BACKUP_DEFAULTS.keepWeekly, 0, 1000),
    folder: folder ? path.resolve(folder) : undefined,
    bucket,
    keys: readBackupKeys(env),
  };
}
