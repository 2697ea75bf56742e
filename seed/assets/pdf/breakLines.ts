/**
 * Line breaking for text that mixes Chinese and Latin script: Latin words break at spaces, Han
 * characters between any two of them, except that closing punctuation never starts a line and
 * opening punctuation never ends one (the usual rules of Chinese typesetting). A word wider than
 * the line is split between characters.
 */

/** Characters that may not begin a line: they stay with the character before them. */
const NO_LINE_START = new Set('，。、；：！？）》」』】〕”’%·…—,.;:!?)]}'.split(''));
/** Characters that may not end a line: they go with the character after them. */
const NO_LINE_END = new Set('（《「『【〔“‘([{'.split(''));

function isHan(ch: string): boolean {
  return /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(ch);
}

/** Unbreakable pieces: a Latin word, a space run, or one Han character with its bound punctuation. */
function tokens(text: string): string[] {
  const out: string[] = [];
  let pendingOpen = '';
  for (const ch of text) {
    const last = out.length > 0 ? out[out.length - 1]! : undefined;
    if (NO_LINE_START.has(ch) && last !== undefined && !/^\s+$/.test(last)) {
      out[out.length - 1] = last + ch;
    } else if (NO_LINE_END.has(ch)) {
      pendingOpen += ch;
    } else if (/\s/.test(ch)) {
      if (last !== undefined && /^\s+$/.test(last)) out[out.length - 1] = last + ch;
      else out.push(ch);
    } else if (isHan(ch) || last === undefined || /^\s+$/.test(last) || isHan(last[last.length - 1]!)) {
      out.push(pendingOpen + ch);
      pendingOpen = '';
    } else {
      out[out.length - 1] = last + pendingOpen + ch;
      pendingOpen = '';
    }
  }
  if (pendingOpen) out.push(pendingOpen);
  return out;
}

/**
 * Rows no wider than `maxWidth`. A row's width is the sum of its pieces' widths (measured once
 * each), which ignores kerning across a break opportunity and saves laying out every growing
 * prefix of the row again.
 */
export function breakLines(text: string, width: (s: string) => number, maxWidth: number): string[] {
  const widths = new Map<string, number>();
  const measure = (s: string) => {
    let w = widths.get(s);
    if (w === undefined) widths.set(s, (w = width(s)));
    return w;
  };
  const rows: string[] = [];
  let current = '';
  let currentWidth = 0;
  const push = () => {
    if (current.trim()) rows.push(current.trimEnd());
    current = '';
    currentWidth = 0;
  };
  const append = (piece: string) => {
    current += piece;
    currentWidth += measure(piece);
  };
  for (const token of tokens(text)) {
    if (/^\s+$/.test(token)) {
      if (current) append(' ');
      continue;
    }
    if (currentWidth + measure(token) <= maxWidth) {
      append(token);
      continue;
    }
    push();
    if (measure(token) <= maxWidth) {
      append(token);
      continue;
    }
    for (const ch of token) {
      if (current && currentWidth + measure(ch) > maxWidth) push();
      append(ch);
    }
  }
  push();
  return rows.length > 0 ? rows : [''];
}
