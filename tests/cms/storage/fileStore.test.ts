import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore } from '../../../cms/storage/diskFileStore';
import type { FileStore } from '../../../cms/storage/fileStore';
import { createS3Client, createS3FileStore } from '../../../cms/storage/s3FileStore';
import { startS3Server, type TestS3Server } from '../../support/s3Server';

/** Longer than one tick of the kernel's timer at its coarsest (100 Hz). */
const CLOCK_TICK_MS = 10;

interface Backend {
  /** A store for `area`; two areas never see each other's files. */
  store(area: string): Promise<FileStore>;
  close(): Promise<void>;
}

async function diskBackend(): Promise<Backend> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'file-store-'));
  return { store: (area) => createDiskFileStore(path.join(root, area)), close: () => fs.rm(root, { recursive: true, force: true }) };
}

async function s3Backend(): Promise<Backend> {
  const server: TestS3Server = await startS3Server();
  const client = createS3Client(server.settings);
  return {
    store: async (area) => createS3FileStore(client, server.settings, area),
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

describe.each([
  ['local disk', diskBackend],
  ['an S3-compatible server', s3Backend],
])('the file store on %s', (_name, start) => {
  let backend: Backend;
  let store: FileStore;
  beforeAll(async () => {
    backend = await start();
    store = await backend.store('resumes');
  });
  afterAll(() => backend.close());

  it('gives back what was put, whole or as a stream with its size, and lists it with the time it was written', async () => {
    const before = Date.now();
    await store.put('a.txt', Buffer.from('first file'));
    expect((await store.read('a.txt'))?.toString()).toBe('first file');
    const opened = await store.open('a.txt');
    expect(opened?.size).toBe('first file'.length);
    expect(await text(opened!.stream)).toBe('first file');
    const entry = (await store.list()).find((listed) => listed.name === 'a.txt');
    // Object stores date a write to the second; a file system dates it by the kernel's coarse
    // clock, which can trail the wall clock by a timer tick (a few milliseconds).
    expect(entry?.modifiedMs).toBeGreaterThanOrEqual(Math.floor((before - CLOCK_TICK_MS) / 1000) * 1000);
    expect(entry?.modifiedMs).toBeLessThanOrEqual(Date.now());
  });

  it('answers null for a file it does not hold, and removing one twice is no error', async () => {
    await store.put('b.txt', Buffer.from('second file'));
    await store.remove('b.txt');
    await store.remove('b.txt');
    expect(await store.read('b.txt')).toBeNull();
    expect(await store.open('b.txt')).toBeNull();
    expect((await store.list()).map((entry) => entry.name)).not.toContain('b.txt');
  });

  it('keeps each area to itself', async () => {
    const media = await backend.store('media');
    await media.put('c.txt', Buffer.from('in media'));
    expect((await store.list()).map((entry) => entry.name)).not.toContain('c.txt');
    expect(await store.read('c.txt')).toBeNull();
    expect((await media.list()).map((entry) => entry.name)).toEqual(['c.txt']);
  });

  it('lists every file of an area, past one page of an object listing', async () => {
    const many = await backend.store('many');
    const names = Array.from({ length: 1_005 }, (_, index) => `f${String(index).padStart(4, '0')}.txt`);
    for (let start = 0; start < names.length; start += 50) {
      await Promise.all(names.slice(start, start + 50).map((name) => many.put(name, Buffer.from(name))));
    }
    expect((await many.list()).map((entry) => entry.name).sort()).toEqual(names);
  });
});
