/** How many letters of a text are in each script family the signals tell apart. */
export interface ScriptMix {
  han: number;
  latin: number;
  /** Letters of any other script: Cyrillic, Arabic, Thai, Hangul… */
  other: number;
}

// Compiled once: the scoring runs on every submission's write path.
const LETTER = /\p{L}/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;

const countOf = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/** Counts the letters of each family; digits, punctuation and spaces are not letters. */
export function scriptMix(text: string): ScriptMix {
  const letters = countOf(LETTER, text);
  const han = countOf(HAN, text);
  const latin = countOf(LATIN, text);
  return { han, latin, other: letters - han - latin };
}

export const letterCount = (mix: ScriptMix) => mix.han + mix.latin + mix.other;
