import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as esbuild from 'esbuild';
import babel from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { CATALOG_MESSAGES_ID, CATALOG_MODULE_ID, CATALOG_MODULES_ID, LOCALES_DIR, ROOT, compiledCatalogs, elementEntries, gzipSize } from './scripts/build-support.mjs';
import { customElementsManifest } from './scripts/custom-elements-manifest.mjs';
import { packageFiles } from './scripts/package-types.mjs';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

/**
 * Emits every compiled catalog as dist/locales/<locale>.json and gives the code their URLs,
 * relative to the script that runs (import.meta.url in the module build, the script's src in
 * the IIFE), so catalogs are fetched only for the locale in use.
 */
function localeCatalogs({ lazy = false, urls = true } = {}) {
  const resolvedId = `\0${CATALOG_MODULE_ID}`;
  const resolvedModulesId = `\0${CATALOG_MODULES_ID}`;
  const resolvedMessagesId = `\0${CATALOG_MESSAGES_ID}`;
  const resolved = { [CATALOG_MODULE_ID]: resolvedId, [CATALOG_MODULES_ID]: resolvedModulesId, [CATALOG_MESSAGES_ID]: resolvedMessagesId };
  return {
    name: 'eb-locale-catalogs',
    resolveId: (id) => resolved[id] ?? null,
    load(id) {
      // For the React wrappers' server drawing: every catalog imported up front, the same modules
      // as eb-widgets/ssr's, since a React server render cannot wait for one.
      if (id === resolvedMessagesId) {
        const catalogs = compiledCatalogs();
        const imports = catalogs.map(({ file }, index) => `import catalog${index} from ${JSON.stringify(file)};`);
        const entries = catalogs.map(({ locale }, index) => `  ${JSON.stringify(locale)}: catalog${index}.messages,`);
        return `${imports.join('\n')}\nexport const catalogMessages = {\n${entries.join('\n')}\n};\n`;
      }
      // For eb-widgets/ssr: each catalog as a module of its own, imported when a locale is first
      // rendered. Plain dynamic imports of plain modules, so the render service reads no file and
      // runs as it is in Node, Deno, Bun and, bundled, in an edge worker.
      if (id === resolvedModulesId) {
        const entries = compiledCatalogs().map(({ locale, file }) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(file)}),`);
        return `export const catalogModules = {\n${entries.join('\n')}\n};\n`;
      }
      if (id !== resolvedId) return null;
      if (!urls) return 'export const catalogUrls = {};\n';
      const entries = compiledCatalogs().map(({ locale, file }) => {
        this.addWatchFile(file);
        const source = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
        const ref = this.emitFile({ type: 'asset', fileName: `locales/${locale}.json`, source });
        const url = `import.meta.ROLLUP_FILE_URL_${ref}`;
        return lazy ? `  get ${JSON.stringify(locale)}() { return ${url}; },` : `  ${JSON.stringify(locale)}: ${url},`;
      });
      return `export const catalogUrls = {\n${entries.join('\n')}\n};\n`;
    },
    // Rollup's own IIFE form reads document.currentScript at once; this one also loads without a DOM.
    resolveFileUrl({ format, relativePath }) {
      if (format !== 'iife') return null;
      const base = `typeof document > "u" ? "file:///" : document.currentScript && document.currentScript.tagName.toUpperCase() === "SCRIPT" && document.currentScript.src || document.baseURI`;
      return `new URL(${JSON.stringify(relativePath)}, ${base}).href`;
    },
  };
}

/**
 * Each module's en_US messages, with the module (src/i18n/source-messages.ts): after the Lingui
 * macros have turned every message into its id, a module using any id of the compiled en_US
 * catalog ends with a call adding those messages. Only code moves with its messages, so a page
 * of event cards no longer downloads the marketplace's English (4.7 KB gzip for all five).
 * `whole`: one file holding every element (the IIFE) gets the catalog whole, in one piece,
 * which compresses better than the same messages spread over its modules.
 */
function sourceMessages({ whole = false } = {}) {
  const registry = path.join(ROOT, 'src/i18n/source-messages.ts');
  const catalogFile = path.join(LOCALES_DIR, 'en_US.json');
  let catalog = {};
  return {
    name: 'eb-source-messages',
    buildStart() {
      this.addWatchFile(catalogFile);
      catalog = JSON.parse(readFileSync(catalogFile, 'utf8')).messages;
    },
    transform(code, id) {
      if (whole) return id === registry ? { code: `${code}\naddSourceMessages(${JSON.stringify(catalog)});\n`, map: null } : null;
      if (id.includes('/node_modules/') || id === registry || !/\.[jt]sx?$/.test(id)) return null;
      const used = {};
      for (const [, , text] of code.matchAll(/(["'])([^"'\\\n]{1,32})\1/g)) {
        if (Object.hasOwn(catalog, text)) used[text] = catalog[text];
      }
      if (Object.keys(used).length === 0) return null;
      // Appended, so nothing moves: the source map stays as it was (map: null).
      return {
        code: `${code}\nimport { addSourceMessages as __ebAddSourceMessages } from ${JSON.stringify(registry)};\n__ebAddSourceMessages(${JSON.stringify(used)});\n`,
        map: null,
      };
    },
  };
}

/**
 * The module loader (src/module-loader.ts) starts React and the code of the elements it finds in
 * the page itself: this appends `__ebChunksAhead()`, which lists the files of each with all they
 * import, read from the bundle (the chunk of render-element.tsx holds React; an elements/ entry's
 * one dynamic import is its tag's code). The loader names them as strings, which rollup does not
 * follow, so the chunks are split as if it imported nothing. The function declaration is hoisted,
 * and it goes before the source map comment, so the map stays right. The build fails if the
 * loader has gained a static import (it would wait for that import before it could run), or
 * lacks an export of the library.
 */
function loaderFetchesAhead() {
  const renderer = path.join(ROOT, 'src/element/render-element.tsx');
  return {
    name: 'eb-loader-fetches-ahead',
    generateBundle(_options, bundle) {
      const loader = bundle['eb-widgets.js'];
      const rendererChunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.includes(renderer));
      if (!loader || !rendererChunk) this.error('eb-widgets.js or the chunk of render-element.tsx is missing');
      if (loader.imports.length) this.error(`eb-widgets.js must import nothing statically; it imports ${loader.imports.join(', ')}`);
      // What src/eb-widgets.ts exports: each element's class and configure().
      const libraryExports = [...elementEntries().flatMap(({ file }) => this.getModuleInfo(file)?.exports ?? []), 'configure'];
      const missing = libraryExports.filter((name) => !loader.exports.includes(name));
      if (missing.length) this.error(`src/module-loader.ts does not export ${missing.join(', ')} (src/library-definitions.ts)`);
      const withImports = (fileName, files = new Set()) => {
        if (!files.has(fileName)) {
          files.add(fileName);
          bundle[fileName].imports.forEach((imported) => withImports(imported, files));
        }
        return files;
      };
      const url = (fileName) => `./${fileName}`;
      const chunkWith = (moduleId) => Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.includes(moduleId));
      const elements = {};
      for (const { tag, file } of elementEntries()) {
        // The element's code: what its elements/ module imports dynamically.
        const [code, ...more] = this.getModuleInfo(file)?.dynamicallyImportedIds ?? [];
        const chunk = code && chunkWith(code);
        if (!chunk || more.length) this.error(`${file} should load its code with one dynamic import`);
        elements[tag] = [...withImports(chunk.fileName)].map(url);
      }
      const ahead = { renderer: [...withImports(rendererChunk.fileName)].map(url), elements };
      const declaration = `function __ebChunksAhead(){return${JSON.stringify(ahead)}}`;
      if (!loader.code.includes('__ebChunksAhead()')) this.error('eb-widgets.js no longer calls __ebChunksAhead()');
      loader.code = loader.code.replace(/(\n\/\/# sourceMappingURL=[^\n]*\n?)?$/, (comment) => `\n${declaration}${comment}`);
    },
  };
}

/**
 * A dynamic import (an element's code, a part asked for) fetches the chunk's own static imports
 * along with it: the browser learns of a module's imports only once the module has arrived, so
 * without this an element's code costs one round trip more before it can render (a card page's
 * LCP in Lighthouse, 7 runs each: 2.33 s -> 2.13 s). Imports the importing chunk has already are
 * left out; each one fetched ahead is evaluated once it is there, and its failure is the
 * chunk's, reported by the import that needs it.
 */
function dynamicImportsFetchTheirImports() {
  return {
    name: 'eb-dynamic-imports-fetch-their-imports',
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (!targetChunk) return null;
      // The modules the importing chunk has loaded before any of its code runs.
      const present = new Set();
      const visit = (id) => {
        if (present.has(id)) return;
        present.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      chunk.moduleIds.forEach(visit);
      const ahead = (getTargetChunkImports() ?? []).filter((dependency) => dependency.type === 'internal' && !dependency.chunk.moduleIds.some((id) => present.has(id)));
      if (ahead.length === 0) return null;
      // resolvedImportPath comes quoted.
      const fetches = ahead.map(({ resolvedImportPath }) => `import(${resolvedImportPath}).catch(()=>{}),`).join('');
      return { left: `(${fetches}import(`, right: '))' };
    },
  };
}

/**
 * Fewer, larger chunks in the module build (issue 16, LCP). A browser opens at most six
 * connections to a host on HTTP/1.1 and the files of a page share its bandwidth, so a page's
 * code in a few files arrives sooner than the same bytes in twenty. `runtime`: what every element
 * needs (React and its renderer, the element wrapper, the stores, i18n, the page's notification
 * host, the small helpers and the UI controls most elements use, the sign-in links of both
 * headers, and the module loader's library: its copies of the elements' definitions, which
 * define their tags only when the loader calls them, see elementDefinitionCopies); every page
 * with an element downloads all of it. A small file beside React costs a phone more than its
 * bytes: Lighthouse's simulation slows React's download by a round trip for the 3 KB of
 * controls (BENCHMARKS.md). The rest is split by rollup, per element and per part.
 */
function moduleBuildChunks() {
  const groups = {
    runtime: [
      'src/element/render-element.tsx',
      'src/element/define-element.ts',
      'src/page-notifications/page-notifications.element.ts',
      'src/ui/use-styles.ts',
      'src/stores/viewport.ts',
      'src/stores/notifications.ts',
      'src/api/api-error.ts',
      'src/element/page-snapshot.ts',
      'src/element/analytics.ts',
      'src/element/lazy-part.ts',
      'src/ui/dropdown/Dropdown.tsx',
      'src/ui/icon-button/icons.tsx',
      'src/ui/icon-button/IconButton.tsx',
      'src/ui/spinner/Spinner.tsx',
      'src/header/auth-links.ts',
      'src/lib/graphemes.ts',
      'src/library-definitions.ts',
    ],
  };
  // elements/<tag>.js define their own tag only: their modules stay out of every group.
  const elementsDir = path.join(ROOT, 'elements') + path.sep;
  let chunkOf;
  return (id, { getModuleInfo }) => {
    if (!chunkOf) {
      chunkOf = new Map();
      for (const [name, roots] of Object.entries(groups)) {
        const visit = (moduleId) => {
          if (chunkOf.has(moduleId) || (moduleId.startsWith(elementsDir) && !moduleId.endsWith(DEFINITION_THUNK))) return;
          chunkOf.set(moduleId, name);
          getModuleInfo(moduleId)?.importedIds.forEach(visit);
        };
        roots.map((file) => path.join(ROOT, file)).forEach(visit);
      }
    }
    return chunkOf.get(id);
  };
}

const DEFINITION_THUNK = '?definition-thunk';

/**
 * The module loader's library (src/library-definitions.ts) defines every tag from copies of
 * elements/<tag>.ts, so that the definitions come in the runtime chunk while
 * dist/elements/<tag>.js stays a module that defines its own tag only (API.md §1). Each copy's
 * `export const EbTagElement = defineElement({...})` becomes `() => defineElement({...})`: the
 * runtime chunk runs all of its modules whoever imports it, and the copies must define nothing
 * until the loader calls them. A page loading both defines each tag once: the first definition
 * of a tag stays (defineElement). The copies are the same files, transpiled here, importing the
 * same modules.
 */
function elementDefinitionCopies() {
  const library = path.join(ROOT, 'src/library-definitions.ts');
  return {
    name: 'eb-element-definition-copies',
    resolveId(source, importer) {
      if (importer === library && source.startsWith('../elements/')) return `${path.resolve(path.dirname(library), source)}.ts${DEFINITION_THUNK}`;
      // A copy's own imports are the file's: the same modules.
      if (importer?.endsWith(DEFINITION_THUNK)) return this.resolve(source, importer.slice(0, -DEFINITION_THUNK.length), { skipSelf: true });
      return null;
    },
    load(id) {
      if (!id.endsWith(DEFINITION_THUNK)) return null;
      const file = id.slice(0, -DEFINITION_THUNK.length);
      this.addWatchFile(file);
      const { outputText, sourceMapText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        fileName: file,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2021, sourceMap: true, inlineSources: true },
      });
      // One line gains a few characters: the source map stays right to the line.
      const definition = /^export const (\w+) = defineElement\(/m;
      if (!definition.test(outputText)) this.error(`${file} should define its tag with \`export const EbTagElement = defineElement({...})\``);
      const code = outputText.replace(/\n\/\/# sourceMappingURL=.*$/, '').replace(definition, (_, name) => `export const ${name} = () => defineElement(`);
      return { code, map: sourceMapText };
    },
  };
}

/** dist/custom-elements.json, read from the definitions in elements/ (API.md §1). */
function elementsManifest() {
  return {
    name: 'eb-custom-elements-manifest',
    generateBundle() {
      const manifest = customElementsManifest(elementEntries(), ROOT);
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

/**
 * dist/eb-widgets.css: the room each element keeps on the page before its code runs, from
 * src/element/reserved-space.ts (which imports nothing, so it runs here as it is).
 */
function reservedSpaceStylesheet() {
  const file = path.join(ROOT, 'src/element/reserved-space.ts');
  return {
    name: 'eb-reserved-space-stylesheet',
    async generateBundle() {
      this.addWatchFile(file);
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
      const { pageReservedSpaceCss } = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
      this.emitFile({ type: 'asset', fileName: 'eb-widgets.css', source: pageReservedSpaceCss() });
    },
  };
}

/** dist/npm/: the declarations, the JSX types and the React wrappers, from the manifest. */
function npmPackageFiles() {
  return {
    name: 'eb-npm-package-files',
    generateBundle() {
      const manifest = customElementsManifest(elementEntries(), ROOT);
      for (const [fileName, source] of Object.entries(packageFiles(manifest, ROOT))) this.emitFile({ type: 'asset', fileName: `npm/${fileName}`, source });
    },
  };
}

/**
 * react-dom/server as the server drawing bundles it: the edge build, whose renderToString is the
 * same as the browser build's. The browser build also starts a MessageChannel when it loads,
 * which would keep a Node process that imported the drawing from ever exiting.
 */
function reactDomServerForDrawing() {
  return {
    name: 'eb-react-dom-server-for-drawing',
    resolveId(source, importer) {
      return source === 'react-dom/server' ? this.resolve('react-dom/server.edge', importer, { skipSelf: true }) : null;
    },
  };
}

/** The global the classic build's chunks call instead of `define` (src/classic/chunk-loader.ts). */
const CLASSIC_DEFINE = '__ebWidgetsDefine';
const CLASSIC_LOADER = 'eb-widgets.classic.js';

/**
 * dist/eb-widgets.classic.js: the classic build's entry module (every tag defined, as the module
 * loader does) with the chunk runtime in front of it, so a page's one classic script starts the
 * library and adds each element's chunks when its tag is first used. The runtime waits for a
 * chunk's dependencies before running it, so chunks that import each other in a circle would
 * never run: the build fails instead.
 */
function classicLoader() {
  const runtimeFile = path.join(ROOT, 'src/classic/chunk-loader.ts');
  let runtime = '';
  return {
    name: 'eb-classic-loader',
    async buildStart() {
      this.addWatchFile(runtimeFile);
      const result = await esbuild.build({
        stdin: {
          contents: `import { installChunkLoader } from ${JSON.stringify(runtimeFile)};\ninstallChunkLoader(${JSON.stringify(CLASSIC_DEFINE)}, ${JSON.stringify(CLASSIC_LOADER)});\n`,
          resolveDir: ROOT,
          loader: 'ts',
        },
        bundle: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        logLevel: 'silent',
      });
      runtime = result.outputFiles[0].text;
    },
    banner: (chunk) => (chunk.isEntry ? runtime : ''),
    // A file's URL (the locale catalogs) from the module's own require, which needs no DOM:
    // rollup's AMD form reads document.baseURI, and the loader must import without a DOM.
    resolveFileUrl: ({ format, relativePath }) => (format === 'amd' ? `require.toUrl(${JSON.stringify(relativePath.startsWith('.') ? relativePath : `./${relativePath}`)})` : null),
    generateBundle(options, bundle) {
      const imports = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk.imports]),
      );
      const done = new Set();
      const visit = (file, path) => {
        if (path.includes(file)) this.error(`Classic chunks import each other in a circle: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const imported of imports.get(file) ?? []) visit(imported, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/** The npm build's entries that are client code: the package's own and each element's. */
const CLIENT_ENTRY = /^npm\/(eb-widgets|elements\/eb-[a-z-]+)$/;

// The npm build leaves every dependency to the app's bundler, so an app ships one React.
const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
/** src/ssr/ssr.ts as the bin imports it: './ssr', resolved with or without its extension. */
const isSsrSource = (id) => id === './ssr' || id.replace(/\.ts$/, '') === path.resolve('src/ssr/ssr');
const isDependency = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each output's minified and gzip size, the figures the size budget is judged by. */
function reportSizes() {
  return {
    name: 'eb-report-sizes',
    writeBundle(options, bundle) {
      const rows = Object.values(bundle)
        .filter((file) => !file.fileName.endsWith('.map'))
        .map((file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = Buffer.byteLength(source);
          const gzip = gzipSize(source);
          return `  ${path.join(options.dir ?? path.dirname(options.file), file.fileName).padEnd(44)} ${kilobytes(bytes).padStart(10)} min ${kilobytes(gzip).padStart(10)} gzip`;
        });
      console.log(`\n${rows.join('\n')}\n`);
    },
  };
}

/**
 * V8's explicit compile hint, on the first line of each file of the module and classic builds: V8
 * compiles all of the file's functions as it downloads, on a background thread. Without it each
 * function is compiled on the main thread when first called, and nearly all of the runtime's and
 * an element's functions are called as the page loads: in Lighthouse's traces, main-thread
 * compiling went from 57 to 71 ms at 1x to about 8 ms on a card page, from 89 to 126 ms to 29 to
 * 63 on `/legacy/`. Not the IIFE: one file with every element, most of it unused on a page.
 * Terser's preamble: after its comments are removed, and counted in the source map and the hash.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const plugins = ({ npm = false, oneFile = false, compileHint = false, drawingOnly = false } = {}) => [
  replace({
    preventAssignment: true,
    // The npm build leaves NODE_ENV to the app's bundler, which picks React's build by it.
    values: {
      ...(npm ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') }),
      __EB_WIDGETS_VERSION__: JSON.stringify(pkg.version),
      __EB_DRAWING_ONLY__: JSON.stringify(drawingOnly),
    },
  }),
  // The npm build's URLs are made when asked for: a worker's bundle of eb-widgets/ssr has no
  // import.meta.url, and never fetches a catalog. The server drawing fetches none.
  localeCatalogs({ lazy: npm, urls: !drawingOnly }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  json({ preferConst: true, compact: true }),
  // Types only: type errors are `npm run typecheck`'s to find (and npm test's), once for every
  // file, not four times here (80 -> 55 s a build). JSX stays for Babel so the Lingui macros can
  // see it. The maps carry the sources themselves, so a page's developer reads the library's
  // code in devtools without the repository.
  typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true, compilerOptions: { jsx: 'preserve', noEmit: false, noCheck: true, sourceMap: true, inlineSources: true } }),
  babel({
    babelHelpers: 'bundled',
    extensions: ['.js', '.jsx', '.ts', '.tsx'],
    exclude: /node_modules/,
    presets: [['@babel/preset-react', { runtime: 'automatic' }]],
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  }),
  sourceMessages({ whole: oneFile }),
  // The npm build is left readable: the app's bundler minifies it.
  ...(npm ? [] : [terser({ ecma: 2020, format: { comments: false, ...(compileHint ? { preamble: COMPILE_HINT } : {}) } })]),
  reportSizes(),
];

// '"use client"' in @lingui/react is meaningless here.
const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

export default [
  {
    input: {
      'eb-widgets': 'src/module-loader.ts',
      ...Object.fromEntries(elementEntries().map(({ tag, file }) => [`elements/${tag}`, file])),
    },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: moduleBuildChunks(),
      sourcemap: true,
    },
    plugins: [elementDefinitionCopies(), ...plugins({ compileHint: true }), elementsManifest(), reservedSpaceStylesheet(), loaderFetchesAhead(), dynamicImportsFetchTheirImports()],
    onwarn,
  },
  {
    // The npm build (dist/npm/), for apps that bundle the package: the same entries, with React,
    // react-dom, nanostores, Lingui, ky and the rest imported from the app's node_modules.
    input: {
      'npm/eb-widgets': 'src/eb-widgets.ts',
      ...Object.fromEntries(elementEntries().map(({ tag, file }) => [`npm/elements/${tag}`, file])),
      // eb-widgets/ssr, for Node: the header and footer rendered on the server.
      'npm/ssr': 'src/ssr/ssr.ts',
      // What eb-widgets/react (generated: scripts/package-types.mjs) imports: the wrappers.
      'npm/react-runtime': 'src/react/element-wrapper.tsx',
    },
    external: (id) => isDependency(id) || id.startsWith('node:'),
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'npm/chunks/[name]-[hash].js',
      sourcemap: true,
      // The entries a React app imports are client code: a React Server Component (Next.js) that
      // imports one gets a client reference, and the server graph stops there. Rollup drops the
      // directives of the sources (onwarn), so the entries get theirs here; eb-widgets/react's is
      // in the generated file.
      banner: (chunk) => (chunk.isEntry && CLIENT_ENTRY.test(chunk.name) ? "'use client';" : ''),
    },
    plugins: [...plugins({ npm: true }), npmPackageFiles()],
    onwarn,
  },
  {
    // The classic build with code splitting: the loader (dist/eb-widgets.classic.js) and the
    // chunks it adds as the page uses each tag (dist/classic/chunks/), AMD modules run by the
    // loader's own runtime.
    input: { [CLASSIC_LOADER.slice(0, -'.js'.length)]: 'src/eb-widgets.ts' },
    // Nothing imports the loader's exports: the code every page runs stays in the loader itself,
    // one request fewer before the first element's code is asked for.
    preserveEntrySignatures: false,
    output: {
      dir: 'dist',
      format: 'amd',
      amd: { define: CLASSIC_DEFINE, forceJsExtensionForImports: true },
      entryFileNames: '[name].js',
      chunkFileNames: 'classic/chunks/[name]-[hash].js',
      sourcemap: true,
      // Chunks under 20 KB go into a chunk loaded with them: each script the loader adds costs the
      // main thread more than its bytes (its request, and the loader's part in it), and /legacy/
      // went from 20 scripts to 9 (issue 16: Lighthouse TBT 280 -> 107 ms, BENCHMARKS.md).
      experimentalMinChunkSize: 20_000,
    },
    plugins: [...plugins({ compileHint: true }), classicLoader()],
    onwarn,
  },
  {
    // The React wrappers' drawing of the header and footer on a server (package.json "imports",
    // `#eb-server-drawing`): one file with its own React, react-dom/server, stores and catalogs,
    // so that it renders whatever React the app's server renders with. An app's bundler may give
    // the app's components a React other than the one its react-dom/server is bound to (Next.js
    // does, in its server render of client components), and a nested render then finds no
    // context; the HTML it returns is text, which crosses from one React to the other safely.
    // It defines no tag even where there is a DOM (a test in jsdom): only the page's copy does.
    input: 'src/react/server-drawing.ts',
    output: { file: 'dist/npm/server-drawing.js', format: 'es', inlineDynamicImports: true, sourcemap: true },
    plugins: [reactDomServerForDrawing(), ...plugins({ drawingOnly: true })],
    onwarn,
  },
  {
    // `npx eb-widgets-render` (package.json "bin"): the render service on Node's http, importing
    // eb-widgets/ssr from the file beside it.
    input: 'src/ssr/render-server.ts',
    external: (id) => id.startsWith('node:') || isSsrSource(id),
    output: { file: 'dist/npm/render-server.js', format: 'es', paths: (id) => (isSsrSource(id) ? './ssr.js' : id) },
    plugins: [typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true, compilerOptions: { noEmit: false, noCheck: true } }), reportSizes()],
    onwarn,
  },
  {
    input: 'src/eb-widgets.ts',
    output: {
      file: 'dist/eb-widgets.iife.js',
      format: 'iife',
      name: 'EBWidgetsBundle',
      inlineDynamicImports: true,
      sourcemap: true,
    },
    plugins: plugins({ oneFile: true }),
    onwarn,
  },
];
