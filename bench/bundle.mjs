// Benchmark bundles, built by esbuild from the library's own sources (Lingui macros compiled,
// no catalogs: English), minified with production React.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { CATALOG_MODULE_ID, ROOT, compileLinguiMacros, usesLinguiMacro } from '../scripts/build-support.mjs';

export const OUT = path.join(ROOT, 'bench', '.out');

const librarySources = {
  name: 'bench-support',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${CATALOG_MODULE_ID}$`) }, () => ({ path: CATALOG_MODULE_ID, namespace: 'eb-virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'eb-virtual' }, () => ({ contents: 'export const catalogUrls = {};', loader: 'js' }));
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!usesLinguiMacro(source)) return undefined;
      return { contents: await compileLinguiMacros(source, args.path), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Bundles `entry` (relative to the repository) into bench/.out/`name`; `plugins` run first. */
export async function bundle(entry, name, plugins = []) {
  mkdirSync(OUT, { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(ROOT, entry)],
    outfile: path.join(OUT, name),
    bundle: true,
    // package.json's sideEffects describe dist/ for apps; the source's element imports stay.
    ignoreAnnotations: true,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', __EB_WIDGETS_VERSION__: '"bench"' },
    logLevel: 'warning',
    plugins: [...plugins, librarySources],
  });
  return path.join(OUT, name);
}
