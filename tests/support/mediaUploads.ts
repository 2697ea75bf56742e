import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { SEED_FILMS } from '../../seed/assets/films';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import { COOKIE_NAME, type SignedIn } from './staffApp';

/** Sends one file to `POST media` as the back office does: multipart, with the session and its CSRF token. */
export function uploadMedia(app: FastifyInstance, session: SignedIn, fileName: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return app.inject({
    method: 'POST',
    url: `${ADMIN_API_BASE_PATH}/media`,
    cookies: { [COOKIE_NAME]: session.cookie },
    headers: { 'x-csrf-token': session.csrfToken },
    payload: form,
  });
}

const solid = (width: number, height: number, colour: { r: number; g: number; b: number; alpha?: number }) =>
  sharp({ create: { width, height, channels: colour.alpha === undefined ? 3 : 4, background: colour } });

/**
 * A camera's JPEG: stored 1200 × 800 with EXIF orientation 6 (shown turned a quarter clockwise,
 * 800 × 1200), an artist, a copyright and a GPS position in its metadata.
 */
export function cameraJpeg(): Promise<Buffer> {
  return solid(1200, 800, { r: 200, g: 60, b: 30 })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Jane Photographer', Copyright: 'Private' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A picture with transparency, smaller than the widest width served. */
export const transparentPng = () => solid(500, 300, { r: 0, g: 120, b: 200, alpha: 0.5 }).png().toBuffer();

/** Two halves, red (left) and blue (right), 2000 × 500: where the thumbnail's crop lies shows in its colour. */
export async function twoColourWebp(): Promise<Buffer> {
  const half = await solid(1000, 500, { r: 0, g: 0, b: 255 }).png().toBuffer();
  return solid(2000, 500, { r: 255, g: 0, b: 0 }).composite([{ input: half, left: 1000, top: 0 }]).webp({ lossless: true }).toBuffer();
}

export const smallAvif = () => solid(640, 400, { r: 20, g: 160, b: 90 }).avif().toBuffer();

export async function brochurePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText('Brochure', { x: 60, y: 760, size: 24, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

export const companyVideo = () => fs.readFile(SEED_FILMS.corporate.file);

/** Everything an SVG can run or load with: a script, event handlers, `javascript:` links, outside references, embedded HTML. */
export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80" onload="alert(1)">
  <script type="text/javascript">alert(2)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <a xlink:href="javascript:alert(3)"><rect width="120" height="80" fill="#1d4ed8" onclick="alert(4)"/></a>
  <use href="https://evil.example/sprite.svg#icon"/>
  <image xlink:href="https://evil.example/tracker.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(5)"></iframe></foreignObject>
  <animate attributeName="href" to="javascript:alert(6)"/>
  <circle cx="60" cy="40" r="20" fill="url(#glow)" style="fill:url(https://evil.example/p.svg#g)"/>
  <radialGradient id="glow"><stop offset="0" stop-color="#fff"/></radialGradient>
  <text x="10" y="70">Yunzhan</text>
</svg>`;
