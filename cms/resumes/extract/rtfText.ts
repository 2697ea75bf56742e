import { decoderFor } from './decodeText';

/** Destinations that hold no document text (tables, metadata, pictures, field codes...). */
const NON_TEXT_DESTINATIONS = new Set([
  'colortbl', 'stylesheet', 'info', 'pict', 'object', 'fldinst', 'datafield', 'themedata',
  'colorschememapping', 'latentstyles', 'datastore', 'listtable', 'listoverridetable', 'rsidtbl',
  'generator', 'xmlnstbl', 'mmathPr', 'filetbl', 'revtbl', 'nonshppict', 'sp', 'template',
  'userprops', 'docvar', 'pgdsctbl', 'bkmkstart', 'bkmkend',
]);

const LINE_BREAK_WORDS = new Set(['par', 'line', 'row', 'sect', 'page']);
const CELL_BREAK_WORDS = new Set(['tab', 'cell', 'nestcell']);
const SYMBOL_WORDS: ReadonlyMap<string, string> = new Map([
  ['lquote', '‘'], ['rquote', '’'], ['ldblquote', '“'], ['rdblquote', '”'], ['bullet', '•'],
  ['emdash', '—'], ['endash', '–'], ['emspace', ' '], ['enspace', ' '], ['qmspace', ' '],
]);

/** `\fcharsetN` of the font table to the Windows code page its `\'hh` bytes are in. */
const CODE_PAGE_OF_FONT_CHARSET: ReadonlyMap<number, number> = new Map([
  [0, 1252], [128, 932], [129, 949], [134, 936], [136, 950], [161, 1253], [162, 1254],
  [163, 1258], [177, 1255], [178, 1256], [186, 1257], [204, 1251], [222, 874], [238, 1250],
]);

const CODE_PAGE_LABELS: ReadonlyMap<number, string> = new Map([
  [936, 'gbk'], [950, 'big5'], [932, 'shift_jis'], [949, 'euc-kr'], [65001, 'utf-8'], [10000, 'macintosh'],
]);

interface GroupState {
  /** Inside a destination whose text is not document text. */
  skipText: boolean;
  inFontTable: boolean;
  font: number | null;
  /** How many fallback characters follow each `\uN` (`\ucN`). */
  unicodeFallbackLength: number;
}

/**
 * The text of an RTF document. `\'hh` bytes are decoded in the code page of the current font's
 * charset, else of the document's `\ansicpg` (cp936 for Chinese Word and WordPad files), and
 * `\uN` characters directly, skipping their fallback bytes.
 */
export function extractRtfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const fontCodePages = new Map<number, number>();
  let documentCodePage = 1252;
  let definingFont: number | null = null;

  const output: string[] = [];
  let pendingBytes: number[] = [];
  let pendingCodePage = documentCodePage;
  let fallbackToSkip = 0;
  let state: GroupState = { skipText: false, inFontTable: false, font: null, unicodeFallbackLength: 1 };
  const stack: GroupState[] = [];

  const codePageOfCurrentFont = (): number =>
    (state.font !== null ? fontCodePages.get(state.font) : undefined) ?? documentCodePage;
  const flushBytes = (): void => {
    if (pendingBytes.length === 0) return;
    output.push(decodeCodePage(Uint8Array.from(pendingBytes), pendingCodePage));
    pendingBytes = [];
  };
  const emitText = (text: string): void => {
    if (state.skipText) return;
    flushBytes();
    output.push(text);
  };
  const emitByte = (byte: number): void => {
    if (state.skipText) return;
    const codePage = codePageOfCurrentFont();
    if (codePage !== pendingCodePage) flushBytes();
    pendingCodePage = codePage;
    pendingBytes.push(byte);
  };

  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '{') {
      stack.push(state);
      state = { ...state };
      fallbackToSkip = 0;
      index++;
    } else if (char === '}') {
      state = stack.pop() ?? state;
      fallbackToSkip = 0;
      index++;
    } else if (char === '\r' || char === '\n') {
      index++;
    } else if (char !== '\\') {
      if (fallbackToSkip > 0) fallbackToSkip--;
      else if (char.charCodeAt(0) < 0x80) emitText(char);
      else emitByte(char.charCodeAt(0));
      index++;
    } else {
      const controlWord = /^\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(source.slice(index, index + 48));
      if (controlWord) {
        index += controlWord[0].length;
        const word = controlWord[1]!;
        const parameter = controlWord[2] === undefined ? null : Number(controlWord[2]);
        if (word === 'u' && parameter !== null) {
          // Parameters are signed 16-bit: characters above U+7FFF come negative.
          emitText(String.fromCharCode(parameter < 0 ? parameter + 0x10000 : parameter));
          fallbackToSkip = state.unicodeFallbackLength;
          continue;
        }
        fallbackToSkip = 0;
        if (word === 'bin' && parameter !== null) index += Math.max(0, parameter);
        else if (word === 'ansicpg' && parameter !== null) documentCodePage = parameter;
        else if (word === 'uc' && parameter !== null) state.unicodeFallbackLength = Math.max(0, parameter);
        else if (word === 'fonttbl') state = { ...state, skipText: true, inFontTable: true };
        else if (word === 'f' && parameter !== null) {
          if (state.inFontTable) definingFont = parameter;
          else state.font = parameter;
        } else if (word === 'fcharset' && parameter !== null && state.inFontTable && definingFont !== null) {
          const codePage = CODE_PAGE_OF_FONT_CHARSET.get(parameter);
          if (codePage !== undefined) fontCodePages.set(definingFont, codePage);
        } else if (word === 'deff' && parameter !== null) state.font = parameter;
        else if (NON_TEXT_DESTINATIONS.has(word)) state.skipText = true;
        else if (LINE_BREAK_WORDS.has(word)) emitText('\n');
        else if (CELL_BREAK_WORDS.has(word)) emitText('\t');
        else {
          const symbol = SYMBOL_WORDS.get(word);
          if (symbol !== undefined) emitText(symbol);
        }
        continue;
      }

      const symbol = source[index + 1] ?? '';
      index += 2;
      if (symbol === "'") {
        const byte = Number.parseInt(source.slice(index, index + 2), 16);
        index += 2;
        if (Number.isNaN(byte)) continue;
        if (fallbackToSkip > 0) fallbackToSkip--;
        else emitByte(byte);
        continue;
      }
      fallbackToSkip = 0;
      // `\*` marks a destination that readers which do not know it must skip: none is text here.
      if (symbol === '*') state.skipText = true;
      else if (symbol === '\\' || symbol === '{' || symbol === '}') emitText(symbol);
      else if (symbol === '~') emitText('\u00a0');
      else if (symbol === '_') emitText('-');
      else if (symbol === '\r' || symbol === '\n') emitText('\n');
    }
  }
  flushBytes();
  return output.join('');
}

function decodeCodePage(bytes: Uint8Array, codePage: number): string {
  const decoder = decoderFor(CODE_PAGE_LABELS.get(codePage) ?? `windows-${codePage}`) ?? new TextDecoder('windows-1252');
  return decoder.decode(bytes);
}
