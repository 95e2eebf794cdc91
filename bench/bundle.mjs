// Benchmark bundles, built by esbuild from the library's own sources (Lingui macros compiled,
// the English messages whole, as the IIFE has them; no catalogs to fetch), minified with
// production React.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { CATALOG_MODULE_ID, LOCALES_DIR, ROOT, compileLinguiMacros, usesLinguiMacro } from '../scripts/build-support.mjs';

export const OUT = path.join(ROOT, 'bench', '.out');

const librarySources = {
  name: 'bench-support',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${CATALOG_MODULE_ID}$`) }, () => ({ path: CATALOG_MODULE_ID, namespace: 'eb-virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'eb-virtual' }, () => ({ contents: 'export const catalogUrls = {};', loader: 'js' }));
    // The build adds each module's English to this registry (rollup.config.mjs, sourceMessages);
    // without them the production Lingui shows the messages' source: 'Search results for {term}'.
    build.onLoad({ filter: /\/src\/i18n\/source-messages\.ts$/ }, (args) => {
      const messages = JSON.parse(readFileSync(path.join(LOCALES_DIR, 'en_US.json'), 'utf8')).messages;
      return { contents: `${readFileSync(args.path, 'utf8')}\naddSourceMessages(${JSON.stringify(messages)});\n`, loader: 'ts' };
    });
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
