// Build pieces shared by rollup.config.mjs, web-test-runner.config.mjs and the size budget.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { transformAsync } from '@babel/core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES_DIR = path.join(ROOT, 'src', 'locales');
export const CATALOG_MODULE_ID = 'virtual:eb-catalog-urls';
export const CATALOG_MODULES_ID = 'virtual:eb-catalog-modules';
export const CATALOG_MESSAGES_ID = 'virtual:eb-catalog-messages';

/** Bytes of `source` gzipped at level 9: the figure the build prints and the size budget judges. */
export const gzipSize = (source) => gzipSync(source, { level: 9 }).length;

/** The compiled catalogs (`lingui compile` writes src/locales/<locale>.json). */
export function compiledCatalogs() {
  return readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ locale: file.slice(0, -'.json'.length), file: path.join(LOCALES_DIR, file) }));
}

/** Custom element files: every `elements/<tag>.ts`. */
export function elementEntries() {
  return readdirSync(path.join(ROOT, 'elements'))
    .filter((file) => /^eb-[a-z-]+\.ts$/.test(file))
    .map((file) => ({ tag: file.slice(0, -3), file: path.join(ROOT, 'elements', file) }));
}

export const usesLinguiMacro = (code) => /from ['"]@lingui\/(core|react)\/macro['"]/.test(code);

/** Runs only the Lingui macro over TypeScript/JSX source, leaving everything else as it is. */
export async function compileLinguiMacros(code, filename) {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  });
  return result.code;
}
