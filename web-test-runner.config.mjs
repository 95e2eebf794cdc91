import path from 'node:path';
import * as esbuild from 'esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { timingReporter } from './scripts/test-report/wtr-reporter.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
import { CATALOG_MODULE_ID, ROOT, compiledCatalogs, compileLinguiMacros, usesLinguiMacro } from './scripts/build-support.mjs';

/** Catalog URLs as the dev server serves them (the compiled files next to the .po files). */
const catalogUrlsModule = {
  name: 'eb-catalog-urls',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${CATALOG_MODULE_ID}$`) }, () => ({ path: CATALOG_MODULE_ID, namespace: 'eb-virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'eb-virtual' }, () => {
      const urls = Object.fromEntries(compiledCatalogs().map(({ locale, file }) => [locale, `/${path.relative(ROOT, file)}`]));
      return { contents: `export const catalogUrls = ${JSON.stringify(urls)};`, loader: 'js' };
    });
  },
};

/**
 * Lingui macros run through Babel before esbuild sees the file (TOOLCHAIN.md). Most test files
 * bundle the same sources: each file's Babel output is kept until the file changes.
 */
const macroOutputs = new Map();
const linguiMacros = {
  name: 'lingui-macros',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!usesLinguiMacro(source)) return undefined;
      const kept = macroOutputs.get(args.path);
      if (kept?.source !== source) macroOutputs.set(args.path, { source, contents: await compileLinguiMacros(source, args.path) });
      return { contents: macroOutputs.get(args.path).contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Each test file is bundled with esbuild on request: the commonjs route of the dev server
 * cannot load React 19 (TOOLCHAIN.md).
 */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await esbuild.build({
      // The shared set-up first, then the test file.
      stdin: {
        contents: `import './src/test-support/setup.ts';\nimport './${context.path.replace(/^\//, '')}';\n`,
        resolveDir: ROOT,
        sourcefile: context.path,
        loader: 'ts',
      },
      bundle: true,
      // package.json's sideEffects describe dist/ for apps; here every source file is kept.
      ignoreAnnotations: true,
      metafile: true,
      format: 'esm',
      jsx: 'automatic',
      write: false,
      sourcemap: 'inline',
      define: { 'process.env.NODE_ENV': '"development"', __EB_WIDGETS_VERSION__: '"test"' },
      plugins: [catalogUrlsModule, linguiMacros],
      // Served by the runner itself (@web/test-runner-commands reaches it at run time).
      // @sinonjs/fake-timers requires 'util' only under Node.
      external: ['/__web-dev-server__web-socket.js', 'util'],
      logLevel: 'silent',
    });
    // A test file missing from its own bundle would pass with no test run.
    const testFile = context.path.replace(/^\//, '');
    const kept = Object.values(result.metafile.outputs).some((output) => output.inputs[testFile]?.bytesInOutput > 0);
    if (!kept) throw new Error(`${testFile} was left out of its bundle`);
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

const executablePath = chromiumPath();

export default {
  rootDir: ROOT,
  files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  // web-test-runner's default concurrency, a file per two cores (one here): on two cores, two at
  // a time saved 86 s of 438 but failed tests that wait for 200 elements to render or time the
  // main thread (BENCHMARKS.md).
  nodeResolve: false,
  plugins: [bundleTests],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, args: CHROMIUM_ARGS } })],
  // A focused test (`it.only`) fails the run, as Playwright's forbidOnly does.
  testFramework: { config: { timeout: 10000, forbidOnly: true } },
  testsFinishTimeout: 180000,
  // `npm test` collects each file's time and tests (scripts/test-report/).
  reporters: [defaultReporter(), timingReporter(process.env.EB_TEST_REPORT_DIR && path.join(process.env.EB_TEST_REPORT_DIR, 'web-test-runner.json'))],
};
