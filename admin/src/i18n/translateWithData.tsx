import { Fragment, type ReactNode } from 'react';
import type { TranslateFunction } from 'react-admin';

/** Stands for a piece of data in the translated message, which is then split around it. */
const mark = (name: string) => `\u0000${name}\u0000`;

/**
 * A message with data placed in it as elements (a title marked with its `lang`, a name marked
 * not to be translated), where the message itself is one translated string: it is translated with
 * marks in the data's places, then split around them.
 */
export function translateWithData(
  translate: TranslateFunction,
  key: string,
  options: Record<string, unknown>,
  data: Record<string, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(Object.keys(data).map((name) => [name, mark(name)]));
  const parts = translate(key, { ...options, ...marks }).split('\u0000');
  // Odd parts are the names between two marks.
  return parts.map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{data[part]}</Fragment> : part));
}
