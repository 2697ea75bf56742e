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

describe("the back office's copy", () => {
  it("translates every message of react-admin's English catalogue into Chinese, and nothing else", () => {
    expect(keyPaths(zh.ra).sort()).toEqual(keyPaths(englishMessages.ra as object).sort());
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
