const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['ensp', '\u2002'],
  ['emsp', '\u2003'],
  ['thinsp', '\u2009'],
  ['shy', ''],
  ['copy', '©'],
  ['reg', '®'],
  ['trade', '™'],
  ['middot', '·'],
  ['bull', '•'],
  ['hellip', '…'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['laquo', '«'],
  ['raquo', '»'],
  ['times', '×'],
  ['divide', '÷'],
  ['yen', '¥'],
  ['euro', '€'],
  ['pound', '£'],
  ['deg', '°'],
]);

const REPLACEMENT_CHARACTER = '\ufffd';

/** Numeric references, and the named ones resumes actually contain; unknown names stay as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,8})|#x([0-9a-f]{1,8})|([a-z][a-z0-9]{1,31}));?/gi, (match: string, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined || hex !== undefined) {
      const codePoint = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : REPLACEMENT_CHARACTER;
    }
    // Named references need their semicolon, as in browsers for all but legacy names.
    if (!match.endsWith(';') || name === undefined) return match;
    return NAMED_ENTITIES.get(name.toLowerCase()) ?? match;
  });
}
