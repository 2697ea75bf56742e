import type { Compilation, Compiler } from 'webpack';

const NAME = 'StableCompilationHash';

/**
 * Makes the compilation hash a digest of the chunks' hashes, so the same code gets the same hash
 * however it was compiled. webpack also mixes in the hash of every child compilation, and
 * mini-css-extract-plugin runs one per CSS module only when the module is not in webpack's
 * persistent cache: the first build after a cold one got another hash for the same output, and
 * Gatsby writes that hash into every page (its `_gatsby-scripts` slice), so that build rewrote
 * every HTML file. The chunk hashes cover every module's code and the runtime; nothing the site
 * emits is named after the compilation hash (file names carry content hashes).
 */
export class StableCompilationHash {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      compilation.hooks.afterHash.tap(NAME, () => {
        const { hashFunction, hashDigest, hashDigestLength } = compilation.outputOptions;
        const hash = compiler.webpack.util.createHash(hashFunction ?? 'md4');
        const chunks = [...compilation.chunks].map((chunk) => `${String(chunk.id)}:${chunk.hash ?? ''}`).sort();
        for (const chunk of chunks) hash.update(`${chunk}\n`);
        compilation.fullHash = String(hash.digest(hashDigest ?? 'hex'));
        compilation.hash = compilation.fullHash.slice(0, hashDigestLength ?? 20);
      });
    });
  }
}
