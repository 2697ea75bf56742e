import fs from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from '../../admin/src/i18n/en';
import { zh } from '../../admin/src/i18n/zh';

/** Every key path of a message tree whose leaves are strings. */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}

/** The `%{name}` placeholders of every message, by key. */
function placeholders(tree: object): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[`${prefix}${key}`] = [...value.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!).sort();
      else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return flat;
}

/**
 * The `ra.tiptap.*` keys the installed ra-input-rich-text asks for, read from its build: its
 * buttons fall back to English in code, so a key it adds in an upgrade would show in English.
 */
function richTextKeys(): string[] {
  const dist = path.dirname(require.resolve('ra-input-rich-text'));
  const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const keys = files.flatMap((file) => [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/ra\.(tiptap\.\w+)/g)].map((match) => match[1]!));
  return [...new Set(keys)].sort();
}

describe("the back office's copy", () => {
  it("translates every message of react-admin's English catalogue and of the rich-text toolbar into Chinese, and nothing else", () => {
    const expected = [...keyPaths(englishMessages.ra as object), ...richTextKeys()].sort();
    expect(richTextKeys()).toContain('tiptap.paragraph');
    expect(keyPaths(en.ra).sort()).toEqual(expected);
    expect(keyPaths(zh.ra).sort()).toEqual(expected);
  });

  it('has the same keys in both languages', () => {
    expect(keyPaths(zh).sort()).toEqual(keyPaths(en).sort());
  });

  it('uses only placeholders the English message is given (a misspelt one would show as it is)', () => {
    const english = placeholders(en);
    for (const [key, names] of Object.entries(placeholders(zh))) {
      for (const name of names) expect(english[key], `${key}: %{${name}}`).toContain(name);
    }
  });
});
