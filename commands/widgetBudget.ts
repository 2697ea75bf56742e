/**
 * The embed bundle's size budget, gzipped, as a partner page downloads it:
 *
 *   loader (embed.js)                                   ≤  4 KB
 *   loader + consult dialog, without the region data    ≤ 16 KB
 *   each other widget, on top of the loader             ≤ 12 KB
 *
 * A widget's figure is every chunk its entry imports statically (the loader fetches them
 * together); what it imports later, on use (the city picker's panel and region data, the
 * chunk that validates and sends a lead), is printed apart and not budgeted. It also fails when
 * Preact is not in exactly one shared chunk, or when the region data is part of any widget's
 * first load. 1 KB = 1000 bytes. Exits 1 when anything is over.
 *
 *   npm run budget:widgets      (builds the bundle first)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WIDGETS_DIR } from '../builders/paths';

const KB = 1000;
const BUDGET = { loader: 4 * KB, loaderAndConsult: 16 * KB, widget: 12 * KB };

interface Manifest {
  entries: Record<string, string[]>;
  regions: string | null;
  preact: string[];
  chunks: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

const dir = path.resolve(process.argv[2] ?? WIDGETS_DIR);
const manifestFile = path.join(dir, 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run npm run build:widgets first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

const sizes = new Map<string, number>();
const gzipped = (file: string): number => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
};
const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

/** Chunks first fetched when a widget is used: the dynamic imports of its chunks, and theirs, minus what is loaded already. */
function onDemand(loaded: string[]): string[] {
  const seen = new Set(loaded);
  const found: string[] = [];
  const visit = (file: string) => {
    for (const next of [...(manifest.chunks[file]?.imports ?? []), ...(manifest.chunks[file]?.dynamicImports ?? [])]) {
      if (seen.has(next)) continue;
      seen.add(next);
      found.push(next);
      visit(next);
    }
  };
  for (const file of loaded) {
    for (const next of manifest.chunks[file]?.dynamicImports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      found.push(next);
      visit(next);
    }
  }
  return found;
}

const rows: Array<{ figure: string; bytes: number; budget?: number; files: string[] }> = [];
const loader = gzipped('embed.js');
rows.push({ figure: 'loader (embed.js)', bytes: loader, budget: BUDGET.loader, files: ['embed.js'] });

const widgets = Object.keys(manifest.entries).filter((name) => name !== 'outbox' && name !== 'visit');
const consult = manifest.entries.consult;
if (!consult) {
  console.error('the bundle has no consult widget');
  process.exit(1);
}
rows.push({ figure: 'loader + consult dialog', bytes: loader + sum(consult), budget: BUDGET.loaderAndConsult, files: ['embed.js', ...consult] });
for (const name of widgets.filter((widget) => widget !== 'consult').sort()) {
  const files = manifest.entries[name] ?? [];
  rows.push({ figure: `${name} (on top of the loader)`, bytes: sum(files), budget: BUDGET.widget, files });
}

const informational: Array<{ figure: string; bytes: number; files: string[] }> = [];
for (const name of ['consult', ...widgets.filter((widget) => widget !== 'consult').sort()]) {
  const later = onDemand(manifest.entries[name] ?? []);
  const regions = later.filter((file) => file === manifest.regions);
  const rest = later.filter((file) => file !== manifest.regions);
  if (rest.length) informational.push({ figure: `${name}: loaded on use`, bytes: sum(rest), files: rest });
  if (regions.length) informational.push({ figure: `${name}: region data (city picker opened)`, bytes: sum(regions), files: regions });
}
if (manifest.entries.visit) {
  informational.push({ figure: 'visit (records the page for attribution, after start-up)', bytes: sum(manifest.entries.visit), files: manifest.entries.visit });
}
if (manifest.entries.outbox) {
  informational.push({ figure: 'outbox (only when leads wait from an earlier visit)', bytes: sum(manifest.entries.outbox), files: manifest.entries.outbox });
}

const problems: string[] = [];
for (const row of rows) if (row.budget !== undefined && row.bytes > row.budget) problems.push(`${row.figure}: ${kb(row.bytes)} > ${kb(row.budget)}`);
if (manifest.preact.length !== 1) problems.push(`Preact is in ${manifest.preact.length} chunks (${manifest.preact.join(', ')}), not one shared chunk`);
if (!manifest.regions) problems.push('no region data chunk: @vant/area-data is not split out');
for (const [name, files] of Object.entries(manifest.entries)) {
  if (manifest.regions && files.includes(manifest.regions)) problems.push(`${name} loads the region data up front`);
}

const width = Math.max(...[...rows, ...informational].map((row) => row.figure.length));
console.log(`Embed bundle sizes, gzip -9 (${path.relative(process.cwd(), dir) || '.'}; 1 KB = ${KB} bytes)\n`);
for (const row of rows) {
  const verdict = row.budget === undefined ? '' : row.bytes <= row.budget ? `  ≤ ${kb(row.budget)}  ok` : `  > ${kb(row.budget)}  OVER`;
  console.log(`  ${row.figure.padEnd(width)}  ${kb(row.bytes).padStart(9)}${verdict}`);
  console.log(`  ${''.padEnd(width)}  ${row.files.map((file) => `${file} ${kb(gzipped(file))}`).join(', ')}`);
}
console.log('\nNot budgeted (fetched later, when used):\n');
for (const row of informational) {
  console.log(`  ${row.figure.padEnd(width)}  ${kb(row.bytes).padStart(9)}   ${row.files.join(', ')}`);
}
console.log(`\nPreact/compat: ${manifest.preact.join(', ')}`);

if (problems.length) {
  console.error(`\nOver budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
