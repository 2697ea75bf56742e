import { rollup } from 'rollup';
import configs from '/work/main/rollup.config.mjs';
const c = configs[0];
const plugins = c.plugins.filter(p => !['clean','precompress','widget-manifest'].includes(p.name));
const b = await rollup({ ...c, plugins });
const { output } = await b.generate(c.output);
for (const ch of output) if (ch.type === 'chunk') {
  console.log(`\n== ${ch.fileName} ${ch.code.length} imports=${ch.imports} dyn=${ch.dynamicImports}`);
  for (const [id, m] of Object.entries(ch.modules)) if (m.renderedLength) console.log(`   ${String(m.renderedLength).padStart(6)} ${id.replace('/work/main/','')}`);
}
