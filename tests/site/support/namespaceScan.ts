import fs from 'node:fs';
import path from 'node:path';

/**
 * The locale namespaces a module and the modules it imports name in their calls: `useCopy('ns')`,
 * `useText('ns')`, `useTranslation('ns')`, `useLayoutTranslation('ns')` (`layout` without one),
 * `headCopy(data, 'ns', …)`
 * and the `copy="ns"` / `copy: 'ns'` a component passes to the details shells (DetailsShell.tsx).
 * Relative imports only: packages hold no copy of the site's.
 */
const NAMESPACE_USES = [
  /\buse(?:Copy|Text|Translation|LayoutTranslation)\(\s*'([a-zA-Z]+)'/g,
  // useLayoutTranslation's default namespace.
  /\buseLayoutTranslation\(\s*\)()/g,
  /\bheadCopy\([^,]+,\s*'([a-zA-Z]+)'/g,
  /\bcopy(?:=|:\s*)["']([a-zA-Z]+)["']/g,
];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

/** Namespaces used by `entry` and everything it imports, except the modules `skip` accepts. */
export function namespacesUsedBy(entry: string, skip: (file: string) => boolean = () => false): Set<string> {
  const namespaces = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const pattern of NAMESPACE_USES) for (const [, ns] of source.matchAll(pattern)) namespaces.add(ns || 'layout');
    for (const [, staticImport, dynamicImport] of source.matchAll(IMPORT)) {
      const target = resolve(file, (staticImport ?? dynamicImport)!);
      if (target) queue.push(target);
    }
  }
  return namespaces;
}
