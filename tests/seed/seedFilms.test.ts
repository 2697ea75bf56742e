import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_PATHS } from '../../contract/api';
import type { MediaItem } from '../../contract/entities/media';
import { startTestApp, type TestApp } from '../support/testApp';

/** Each film stays small enough for a phone on a slow connection to start it at once. */
const MAX_FILM_BYTES = 150 * 1024;

/** The top-level boxes of an MP4 file, in file order. */
function topLevelBoxes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(offset);
    types.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return types;
}

describe('the seeded video centre', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('plays a film of its own in every video, a small faststart MP4 served as video/mp4', async () => {
    const list = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${API_PATHS.mediaList}?language=zh&pageSize=100` });
    const rows = list.json().rows as MediaItem[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const hashes = new Set<string>();
    for (const row of rows) {
      const film = await test.app.inject({ method: 'GET', url: row.mediaUrl });
      expect(film.statusCode, row.mediaUrl).toBe(200);
      expect(film.headers['content-type']).toMatch(/^video\/mp4/);
      const bytes = film.rawPayload;
      expect(bytes.length, row.mediaUrl).toBeLessThanOrEqual(MAX_FILM_BYTES);
      const boxes = topLevelBoxes(bytes);
      expect(boxes[0], row.mediaUrl).toBe('ftyp');
      // faststart: the index comes before the media data, so playback starts before the download ends.
      expect(boxes.indexOf('moov'), row.mediaUrl).toBeGreaterThan(0);
      expect(boxes.indexOf('moov'), row.mediaUrl).toBeLessThan(boxes.indexOf('mdat'));
      hashes.add(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(hashes.size).toBe(rows.length);
  });

  it('lists the same film for a video in both languages', async () => {
    const urls = async (language: string) => {
      const list = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${API_PATHS.mediaList}?language=${language}&pageSize=100` });
      return new Map((list.json().rows as MediaItem[]).map((row) => [row.mediaId, row.mediaUrl]));
    };
    expect(await urls('en')).toEqual(await urls('zh'));
  });
});
