/**
 * The embed bundle: the widgets of widgets/ built with react/react-dom aliased to preact/compat,
 * into dist/widgets/ (the CMS serves it at /widgets/, cms/serving/widgetsPlugin.ts).
 *
 * Two outputs, built in order:
 *   1. ESM chunks with hashed names: one entry per widget (`widgets/<name>/embed.tsx`, whichever
 *      exist), `outbox` (sends leads kept from an earlier visit), `visit` (records the page as a visit), one shared `runtime` chunk
 *      holding preact/compat and the shadow-root mounting, the region data with its English names
 *      as a chunk of its own (only the city picker imports it, dynamically), and whatever else Rollup shares between
 *      entries. `manifest.json` lists each entry with the chunks it statically imports.
 *   2. `embed.js`, the classic IIFE loader, built with that manifest inlined, so it can import a
 *      widget's chunks by their hashed names, in parallel.
 * The builders run it (builders/widgetsBuild.ts), telling it the output folder, and writes the
 * `.gz` and `.br` twins of the files afterwards, with the compressor the site's pages use.
 *
 *   npm run build:widgets       (npm run budget:widgets builds, then checks the sizes)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { PREACT_ALIASES } from './widgets/embed/preactAliases.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
if (!process.env.WIDGETS_OUT_DIR) throw new Error('WIDGETS_OUT_DIR is not set: build the bundle with npm run build:widgets');
const outDir = path.resolve(root, process.env.WIDGETS_OUT_DIR);

/**
 * Each folder of widgets/ with an `embed.tsx` is a widget of the bundle, under the folder's name
 * (the names the loader accepts are WIDGET_NAMES in widgets/embed/types.ts).
 */
const widgetEntries = Object.fromEntries(
  fs
    .readdirSync(path.join(root, 'widgets'))
    .map((name) => [name, path.join(root, 'widgets', name, 'embed.tsx')])
    .filter(([, file]) => fs.existsSync(file)),
);

/** The same source the Gatsby site renders with React 18, built against preact/compat. */
const preactAliases = alias({ entries: PREACT_ALIASES });

const sharedPlugins = () => [
  compactCss(),
  preactAliases,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'react', tsconfig: path.join(root, 'tsconfig.json') }),
];

/**
 * The CSS of `*.css.ts` modules is written one rule per line for reading; the bundle drops the
 * line breaks and the last semicolon of each block.
 */
const compactCss = () => ({
  name: 'compact-css',
  transform(code, id) {
    if (!id.endsWith('.css.ts')) return null;
    return { code: code.replace(/`[^`]*`/g, (css) => css.replace(/\n+/g, '').replace(/;}/g, '}')), map: null };
  },
});

const minify = (module) =>
  terser({ ecma: 2020, module, compress: { passes: 2 }, format: { comments: false } });

let manifestWritten;
let loaderManifest;
const manifestReady = new Promise((resolve) => {
  manifestWritten = resolve;
});

/** manifest.json: each entry's file and the closure of its static imports; the region data chunk. */
const manifest = () => ({
  name: 'widget-manifest',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (chunk, seen = new Set()) => {
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        closure(byFile.get(imported), seen);
      }
      return seen;
    };
    const entries = Object.fromEntries(
      chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.name, [chunk.fileName, ...closure(chunk)]]),
    );
    const regions = chunks.find((chunk) => chunk.moduleIds.some((id) => id.includes(`${path.sep}@vant${path.sep}area-data${path.sep}`)));
    const content = {
      entries,
      regions: regions?.fileName ?? null,
      // Every chunk holding Preact's code: the budget checks there is exactly one.
      preact: chunks.filter((chunk) => chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id))).map((chunk) => chunk.fileName),
      chunks: Object.fromEntries(
        chunks.map((chunk) => [chunk.fileName, { imports: chunk.imports, dynamicImports: chunk.dynamicImports }]),
      ),
    };
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(content, null, 2)}\n` });
    manifestWritten(entries);
  },
});

const clean = () => ({
  name: 'clean',
  buildStart() {
    fs.rmSync(outDir, { recursive: true, force: true });
  },
});

/** preact, its compat layer, the mounting code and the lazy-part loader: one chunk every widget shares; the region data another. */
function manualChunks(id) {
  const normalized = id.split(path.sep).join('/');
  // The region trees load on use, in one chunk with their data: the area list, the English names
  // of its provinces and cities, and the countries abroad.
  if (/\/node_modules\/@vant\/area-data\/|\/contract\/regions\/englishNames\.ts$|\/widgets\/cityPicker\/regionData\.ts$/.test(normalized)) return 'region-data';
  // The attribution's storage goes with the visit entry, which the loader names in its inlined
  // manifest: one file there, not two; the submissions' lazy parts import it from that chunk.
  if (/\/widgets\/(shared\/attribution\/(touchStorage|recordVisit)|embed\/visitRecorder)\.ts$/.test(normalized)) return 'visit';
  if (normalized.includes('/node_modules/preact/')) return 'runtime';
  if (/\/widgets\/(embed\/(runtime\.tsx|types\.ts)|shared\/(environment\.tsx|widgetLanguage\.ts|lazyPart\.ts))$/.test(normalized)) return 'runtime';
  return undefined;
}

export default [
  {
    input: { ...widgetEntries, outbox: path.join(root, 'widgets/embed/outboxFlush.ts'), visit: path.join(root, 'widgets/embed/visitRecorder.ts') },
    preserveEntrySignatures: 'allow-extension',
    plugins: [clean(), ...sharedPlugins(), minify(true), manifest()],
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      manualChunks,
      generatedCode: 'es2015',
    },
  },
  {
    input: path.join(root, 'widgets/embed/loader.ts'),
    plugins: [
      {
        name: 'inline-manifest',
        // The ESM build runs first (Rollup builds an array of configurations in order); waiting
        // on it here also holds if they ever run side by side.
        async buildStart() {
          loaderManifest = await manifestReady;
        },
      },
      replace({ preventAssignment: true, values: { __WIDGET_MANIFEST__: () => JSON.stringify(loaderManifest) } }),
      ...sharedPlugins(),
      minify(false),
    ],
    output: { file: path.join(outDir, 'embed.js'), format: 'iife', generatedCode: 'es2015' },
  },
];
