import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import type { SeedPdfLanguage } from '../../content/types';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;
/** The part of fontkit's TrueType subset the padding below works on (not in its typings). */
interface TrueTypeSubset {
  glyf: Buffer[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

/**
 * The fonts of the seed documents. A Chinese document gets Noto Sans SC Regular and Bold (OFL),
 * TrueType files from the npm package @expo-google-fonts/noto-sans-sc, which draw its Latin text
 * too; each file is 10 MB, so a document embeds only the glyphs it uses (`subset: true`). An
 * English document gets Helvetica and Helvetica Bold, two of the standard fonts every PDF reader
 * has, so it embeds no font at all (its text is all within their WinAnsi encoding, which the
 * documents' glyph check enforces).
 * TrueType rather than the CFF-flavoured OpenType of other packages: fontkit's CFF subsets of
 * CID-keyed CJK fonts are rejected by readers such as Poppler.
 */

export interface SeedPdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const PACKAGE_DIR = path.dirname(createRequire(__filename).resolve('@expo-google-fonts/noto-sans-sc/package.json'));
const WEIGHTS = {
  regular: { file: path.join(PACKAGE_DIR, '400Regular', 'NotoSansSC_400Regular.ttf'), postScriptName: 'NotoSansSC-Regular' },
  bold: { file: path.join(PACKAGE_DIR, '700Bold', 'NotoSansSC_700Bold.ttf'), postScriptName: 'NotoSansSC-Bold' },
} as const;

type Weight = keyof typeof WEIGHTS;

let loaded: Promise<Record<Weight, Uint8Array>> | undefined;

/**
 * Both files, read once per process: every document of a seed run needs them. Copied into this
 * realm's Uint8Array: pdf-lib checks its input with `instanceof`, which a Node Buffer fails where
 * the global typed arrays are another realm's (a CMS seeded inside a jsdom test).
 */
function fontBytes() {
  loaded ??= Promise.all([fs.readFile(WEIGHTS.regular.file), fs.readFile(WEIGHTS.bold.file)])
    .then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  return loaded;
}

/**
 * The document's two weights. Noto's are embedded as subsets: a subset font's name starts with a
 * tag of six capital letters and a plus sign, which tells readers the font is incomplete; the tag
 * is derived from the document's key and the weight, so the bytes are the same on every run.
 */
export async function embedSeedPdfFonts(doc: PDFDocument, documentKey: string, language: SeedPdfLanguage): Promise<SeedPdfFonts> {
  if (language === 'en') return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const bytes = await fontBytes();
  doc.registerFontkit(evenGlyphsFontkit);
  const embed = (weight: Weight) => {
    const { postScriptName } = WEIGHTS[weight];
    return doc.embedFont(bytes[weight], { subset: true, customName: `${subsetTag(`${documentKey}/${postScriptName}`)}+${postScriptName}` });
  };
  return { regular: await embed('regular'), bold: await embed('bold') };
}

function subsetTag(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset whose glyph data fits in 64 KB with the short `loca`
 * format, which stores every offset halved, yet copies each glyph's data at its own length: after
 * a glyph of odd length the halved offsets point one byte early and the following glyphs print
 * blank (Noto Sans SC has many such glyphs). Padding each glyph's data to an even length, as the
 * TrueType format allows, keeps the halved offsets exact.
 */
const evenGlyphsFontkit: Fontkit = {
  create(buffer, postscriptName) {
    const font: FontkitFont = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      const truetype = subset as unknown as TrueTypeSubset;
      const addGlyph = truetype._addGlyph.bind(truetype);
      truetype._addGlyph = (glyphId) => {
        const index = addGlyph(glyphId);
        const data = truetype.glyf[index]!;
        if (data.length % 2 === 1) {
          // fontkit bundles its own Buffer class and its streams accept only that one.
          const padded = (data.constructor as typeof Buffer).alloc(data.length + 1);
          data.copy(padded);
          truetype.glyf[index] = padded;
          truetype.offset += 1;
        }
        return index;
      };
      return subset;
    };
    return font;
  },
};
