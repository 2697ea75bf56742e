/**
 * A backup or restore that cannot go on, in words meant for the operator (a wrong key, a damaged
 * snapshot, a target that already holds data): the commands print the message alone.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
