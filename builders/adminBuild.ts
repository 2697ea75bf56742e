import fs from 'node:fs/promises';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup, type OutputChunk } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { ADMIN_APP_PATH, ADMIN_STYLE_NONCE_PLACEHOLDER, ADMIN_TIME_ZONE_META, ADMIN_TIME_ZONE_PLACEHOLDER } from '../contract/adminApi';
import { precompressFolder } from '../compression/twins';
import { ADMIN_DIR, ROOT } from './paths';
import { buildStamp } from './stamp';

const stamp = buildStamp(path.join(ADMIN_DIR, '.build-stamp'), [
  'admin', 'contract', 'builders/adminBuild.ts', 'compression/twins.ts', 'package-lock.json',
]);

const ASSETS_DIR = path.join(ADMIN_DIR, 'assets');

/** What the app's first paint needs: its entry and the chunks it imports statically. */
function firstLoad(entry: OutputChunk, chunks: Map<string, OutputChunk>): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    for (const imported of chunk.imports) {
      if (files.has(imported)) continue;
      files.add(imported);
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [entry.fileName, ...files];
}

/**
 * The page every address under /admin answers: the entry script, its static imports preloaded,
 * and the meta elements the CMS writes each answer's style nonce and the company's time zone into
 * (cms/serving/adminAppPlugin.ts).
 */
function indexHtml(files: string[]): string {
  const url = (file: string) => `${ADMIN_APP_PATH}/assets/${file}`;
  const [entry, ...preloaded] = files;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="csp-nonce" content="${ADMIN_STYLE_NONCE_PLACEHOLDER}">
<meta name="${ADMIN_TIME_ZONE_META}" content="${ADMIN_TIME_ZONE_PLACEHOLDER}">
<title>后台</title>
${preloaded.map((file) => `<link rel="modulepreload" href="${url(file)}">\n`).join('')}<script type="module" src="${url(entry!)}"></script>
</head>
<body>
<noscript>后台需要 JavaScript。The back office needs JavaScript.</noscript>
<div id="root"></div>
</body>
</html>
`;
}

/**
 * Bundles the back office (admin/src/index.tsx) with rollup into {@link ADMIN_DIR}: ESM chunks
 * with content-hashed names under `assets/` (each resource's views are a chunk of their own,
 * loaded when first opened), `index.html` naming the entry, and the compressed twins the CMS
 * serves. Answers the files of the first load, for the size report.
 */
export async function buildAdmin(): Promise<{ firstLoad: string[] }> {
  const sources = await stamp.digest();
  await fs.rm(ADMIN_DIR, { recursive: true, force: true });
  const bundle = await rollup({
    input: { index: path.join(ROOT, 'admin/src/index.tsx') },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'react', tsconfig: path.join(ROOT, 'tsconfig.json') }),
    ],
    onwarn(warning, warn) {
      // MUI and react-query mark their modules 'use client' for React Server Components; a browser bundle has no use for it.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      // react-admin's own packages import their index files in circles; harmless, and not ours to fix.
      if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/'))) return;
      warn(warning);
    },
  });
  try {
    const { output } = await bundle.write({
      dir: ASSETS_DIR,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      plugins: [terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } })],
    });
    const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('the admin build produced no entry chunk');
    const files = firstLoad(entry, new Map(chunks.map((chunk) => [chunk.fileName, chunk])));
    await fs.writeFile(path.join(ADMIN_DIR, 'index.html'), indexHtml(files));
    await precompressFolder(ASSETS_DIR);
    await stamp.write(sources);
    return { firstLoad: files };
  } finally {
    await bundle.close();
  }
}

export function adminIsCurrent(): Promise<boolean> {
  return stamp.isCurrent();
}
