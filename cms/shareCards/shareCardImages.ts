import sharp from 'sharp';
import { SHARE_CARD_SIZE } from '../../contract/shareCard';

/** What the sites that show share cards accept at most, with a margin (WeChat's limit is lower than LinkedIn's 5 MB). */
export const SHARE_CARD_MAX_BYTES = 300 * 1024;

const PNG = { compressionLevel: 6 } as const;
const JPEG_QUALITIES = [82, 70, 55, 40] as const;

/**
 * The renderer and its encodings, part of every card's cache key: another libvips or librsvg may
 * draw the same SVG otherwise, other settings encode it otherwise.
 */
export const SHARE_CARD_RENDERER = [
  `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips} rsvg ${sharp.versions.rsvg ?? ''}`,
  `png ${JSON.stringify(PNG)} jpeg ${JPEG_QUALITIES.join(',')} ${SHARE_CARD_SIZE.width}x${SHARE_CARD_SIZE.height}`,
].join('; ');

/**
 * A title card as PNG, in full colour: quantised to a palette it is a third of the size (about
 * 30 KB rather than 80) but costs seven times the CPU (146 ms rather than 21 a card, most of a
 * cold build's share), and 80 KB is well under what the networks take.
 */
export async function drawTitleCard(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png(PNG).toBuffer();
}

/**
 * A page's own picture cut to the card's size (cover: the centre kept, the edges cut) as JPEG,
 * less finely as long as it is above the size limit.
 */
export async function cropPicture(picture: Buffer): Promise<Buffer> {
  const cropped = sharp(picture).rotate().resize(SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' });
  for (const quality of JPEG_QUALITIES) {
    const bytes = await cropped.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (bytes.length < SHARE_CARD_MAX_BYTES) return bytes;
  }
  throw new Error(`The picture stays above ${SHARE_CARD_MAX_BYTES} bytes as a share card`);
}
