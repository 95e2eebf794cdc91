// The package as npm would publish it (issue 15, "A publishable package"): what `npm pack`
// puts in it, where each `exports` entry leads, and publint's verdict. Needs a built dist/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';
import { publint } from 'publint';
import { REFERENCE_SECTIONS, readmeSection, withReference } from './readme-reference.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

test('npm pack lists only what the package needs: dist/, the readme, the licence, the changelog and package.json', () => {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const files = packed.files.map((file) => file.path);
  const outside = files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(file));
  assert.deepEqual(outside, []);
  for (const needed of [
    'dist/eb-widgets.js',
    'dist/eb-widgets.iife.js',
    'dist/eb-widgets.classic.js',
    'dist/elements/eb-review-form.js',
    'dist/custom-elements.json',
    'dist/locales/de_DE.json',
    'LICENSE',
    'CHANGELOG.md',
  ]) {
    assert.ok(files.includes(needed), needed);
  }
});

// Issue 49: npm 12 runs no install script that the project has not approved (npm 11 warns of each).
// better-sqlite3 compiles its binding in its script, and bun's puts its binary in place of a
// placeholder; deno and esbuild find their platform's binary without theirs.
test("install scripts: npm finds none not covered by package.json's allowScripts; only better-sqlite3's and bun's are approved", () => {
  const { allowScripts: pending } = JSON.parse(
    execFileSync('npm', ['approve-scripts', '--allow-scripts-pending', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  assert.deepEqual(pending, []);
  assert.deepEqual(pkg.allowScripts, { 'better-sqlite3': true, bun: true, deno: false, esbuild: false });
});

test('a real licence: MIT in package.json and in LICENSE; publishable (not private)', () => {
  assert.equal(pkg.license, 'MIT');
  assert.equal(pkg.private, undefined);
  assert.match(readFileSync(path.join(root, 'LICENSE'), 'utf8'), /^MIT License/);
  assert.match(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'), /## \[Unreleased\]/);
});

for (const [specifier, target, types] of [
  ['eb-widgets', 'dist/npm/eb-widgets.js', 'dist/npm/eb-widgets.d.ts'],
  ['eb-widgets/elements/eb-event-card.js', 'dist/npm/elements/eb-event-card.js', 'dist/npm/elements/eb-event-card.d.ts'],
  ['eb-widgets/elements/eb-event-card', 'dist/npm/elements/eb-event-card.js', 'dist/npm/elements/eb-event-card.d.ts'],
  ['eb-widgets/elements/eb-review-form', 'dist/npm/elements/eb-review-form.js', 'dist/npm/elements/eb-review-form.d.ts'],
  ['eb-widgets/react', 'dist/npm/react.js', 'dist/npm/react.d.ts'],
  ['eb-widgets/ssr', 'dist/npm/ssr.js', 'dist/npm/ssr.d.ts'],
  ['eb-widgets/iife', 'dist/eb-widgets.iife.js', 'dist/npm/iife.d.ts'],
  ['eb-widgets/eb-widgets.iife.js', 'dist/eb-widgets.iife.js', 'dist/npm/iife.d.ts'],
  ['eb-widgets/classic', 'dist/eb-widgets.classic.js', 'dist/npm/iife.d.ts'],
  ['eb-widgets/eb-widgets.classic.js', 'dist/eb-widgets.classic.js', 'dist/npm/iife.d.ts'],
  ['eb-widgets/custom-elements.json', 'dist/custom-elements.json'],
  ['eb-widgets/eb-widgets.css', 'dist/eb-widgets.css'],
  ['eb-widgets/locales/de_DE.json', 'dist/locales/de_DE.json'],
  ['eb-widgets/package.json', 'package.json'],
]) {
  test(`exports: ${specifier} resolves to ${target}, which exists${types ? `, typed by ${types}` : ''}`, () => {
    const resolved = fileURLToPath(import.meta.resolve(specifier));
    assert.equal(path.relative(root, resolved), target);
    assert.ok(existsSync(resolved), target);
    if (types) assert.ok(existsSync(path.join(root, types)), types);
  });
}

// Types only: no JavaScript to resolve, so each is checked by its declaration file.
for (const [specifier, types, augments] of [
  ['eb-widgets/jsx-react', 'dist/npm/jsx/react.d.ts', 'react'],
  ['eb-widgets/jsx-preact', 'dist/npm/jsx/preact.d.ts', 'preact'],
  ['eb-widgets/jsx-solid', 'dist/npm/jsx/solid.d.ts', 'solid-js'],
  ['eb-widgets/jsx-vue', 'dist/npm/jsx/vue.d.ts', 'vue'],
]) {
  test(`exports: ${specifier} is types only, ${types}, which exists and declares the five tags to ${augments}`, () => {
    assert.deepEqual(pkg.exports[`./${specifier.slice('eb-widgets/'.length)}`], { types: `./${types}` });
    const text = readFileSync(path.join(root, types), 'utf8');
    assert.match(text, new RegExp(`declare module '${augments}'`));
    for (const tag of ['eb-header', 'eb-footer', 'eb-event-card', 'eb-app-marketplace', 'eb-review-form']) assert.match(text, new RegExp(`'${tag}': `), tag);
  });
}

/** The React wrappers' server drawing: bundled whole, with React's server renderer of its own (rollup.config.mjs). */
const SERVER_DRAWING = 'server-drawing.js';

test('the npm build imports React, react-dom, nanostores, Lingui and ky from the app, and bundles none of them (but for the server drawing)', () => {
  const files = readdirSync(path.join(root, 'dist/npm'), { recursive: true }).filter((file) => file.endsWith('.js') && file !== SERVER_DRAWING);
  const code = files.map((file) => readFileSync(path.join(root, 'dist/npm', file), 'utf8')).join('\n');
  for (const dependency of ['react', 'react-dom/client', 'nanostores', '@lingui/core', 'ky']) assert.match(code, new RegExp(`from '${dependency}'`), dependency);
  // React's internals object is defined and read only by React's own code.
  assert.doesNotMatch(code, /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/);
  assert.deepEqual(Object.keys(pkg.peerDependencies), ['react', 'react-dom']);
});

/** The specifiers a module imports, statically or dynamically, as the module lexer reads them. */
async function importsOf(file) {
  await init;
  const [imports] = parse(readFileSync(file, 'utf8'));
  return imports.map((entry) => entry.n).filter((specifier) => specifier !== undefined);
}
const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const jsFiles = (dir) =>
  readdirSync(path.join(root, dir), { recursive: true })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(root, dir, file));

test('the CDN build stays self-contained: the loader, the element modules and their chunks import only each other', async () => {
  const files = [path.join(root, 'dist/eb-widgets.js'), ...jsFiles('dist/elements'), ...jsFiles('dist/chunks')];
  for (const file of files) {
    const bare = (await importsOf(file)).filter((specifier) => !specifier.startsWith('.'));
    assert.deepEqual(bare, [], path.relative(root, file));
  }
});

test("the CDN's module and classic builds begin each file with V8's compile hint, its source map a line further down; the IIFE and the npm build go without (issue 16, TBT)", () => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const hinted = [
    path.join(root, 'dist/eb-widgets.js'),
    ...jsFiles('dist/elements'),
    ...jsFiles('dist/chunks'),
    path.join(root, 'dist/eb-widgets.classic.js'),
    ...jsFiles('dist/classic/chunks'),
  ];
  for (const file of hinted) {
    assert.ok(readFileSync(file, 'utf8').startsWith(HINT), `${path.relative(root, file)} begins with the hint`);
  }
  for (const file of [path.join(root, 'dist/eb-widgets.iife.js'), ...jsFiles('dist/npm')]) {
    assert.ok(!readFileSync(file, 'utf8').includes(HINT), `${path.relative(root, file)} has no hint`);
  }
  // React's error URL, found in each build's chunk of React, leads to the line of React's source that has it.
  for (const dir of ['dist/chunks', 'dist/classic/chunks']) {
    const [react] = jsFiles(dir).filter((file) => path.basename(file).startsWith(dir === 'dist/chunks' ? 'runtime-' : 'render-element-'));
    const lines = readFileSync(react, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('https://react.dev/errors/'));
    const map = new SourceMap(JSON.parse(readFileSync(`${react}.map`, 'utf8')));
    const entry = map.findEntry(line, lines[line].indexOf('https://react.dev/errors/'));
    const source = map.payload.sourcesContent[map.payload.sources.indexOf(entry.originalSource)];
    assert.match(source.split('\n')[entry.originalLine], /https:\/\/react\.dev\/errors\//, `${path.relative(root, react)}: ${entry.originalSource}:${entry.originalLine + 1}`);
  }
});

test("the module loader imports nothing statically, asks for React at once and for each element's code when its tag is in the page (issue 16, LCP)", async () => {
  const loaderFile = path.join(root, 'dist/eb-widgets.js');
  await init;
  const [imports] = parse(readFileSync(loaderFile, 'utf8'));
  assert.deepEqual(
    imports.filter((entry) => entry.d === -1).map((entry) => entry.n),
    [],
    'static imports of dist/eb-widgets.js',
  );
  const ahead = JSON.parse(/function __ebChunksAhead\(\)\{return(\{.*\})\}/.exec(readFileSync(loaderFile, 'utf8'))?.[1] ?? 'null');
  assert.ok(ahead, 'dist/eb-widgets.js lists the chunks it asks for ahead');
  const chunksWith = (source) =>
    jsFiles('dist/chunks')
      .filter((file) => readFileSync(`${file}.map`, 'utf8').includes(source))
      .map((file) => `./chunks/${path.basename(file)}`);
  const [react] = chunksWith('react-dom-client.production.js');
  assert.ok(react && ahead.renderer.includes(react), `React's chunk ${react} in ${ahead.renderer.join(' ')}`);
  assert.deepEqual(
    ahead.renderer.filter((file) => /\/(event-card|header|footer|review-form|app-marketplace)\.element-/.test(file)),
    [],
    'no element code for every page',
  );
  assert.deepEqual(Object.keys(ahead.elements).sort(), ['eb-app-marketplace', 'eb-event-card', 'eb-footer', 'eb-header', 'eb-review-form']);
  for (const [tag, files] of Object.entries(ahead.elements)) {
    assert.ok(
      files.some((file) => file.includes(`/${tag.slice('eb-'.length)}.element-`)),
      `${tag}: ${files.join(' ')}`,
    );
    for (const file of files) assert.ok(existsSync(path.join(root, 'dist', file)), file);
  }
});

test("the classic build stays self-contained: the classic loader and its chunks depend only on each other, through the library's own define", () => {
  const loader = path.join(root, 'dist/eb-widgets.classic.js');
  const chunks = jsFiles('dist/classic/chunks');
  assert.ok(chunks.length > 10, `classic chunks: ${chunks.length}`);
  const built = new Set([loader, ...chunks]);
  for (const file of built) {
    const code = readFileSync(file, 'utf8');
    const modules = [...code.matchAll(/__ebWidgetsDefine\((\[[^\]]*\])/g)].map((match) => JSON.parse(match[1]));
    assert.equal(modules.length, 1, `${path.relative(root, file)} defines one module`);
    const outside = modules[0].filter((id) => !['require', 'exports', 'module'].includes(id) && !built.has(path.resolve(path.dirname(file), id)));
    assert.deepEqual(outside, [], path.relative(root, file));
    // Never the page's own AMD loader.
    assert.doesNotMatch(code, /(^|[^\w.])define\(/, path.relative(root, file));
  }
});

test("eb-widgets/react's server drawing (#eb-server-drawing) is the bundled drawing under a server's conditions only: a browser bundle gets nothing, and no export reaches it", async () => {
  const drawing = pkg.imports['#eb-server-drawing'];
  assert.deepEqual(Object.keys(drawing), ['node', 'edge-light', 'workerd', 'deno', 'bun', 'default']);
  for (const condition of ['node', 'edge-light', 'workerd', 'deno', 'bun']) assert.equal(drawing[condition], `./dist/npm/${SERVER_DRAWING}`, condition);
  assert.equal(drawing.default, './dist/npm/no-server-drawing.js');
  assert.deepEqual(await importsOf(path.join(root, 'dist/npm/no-server-drawing.js')), []);
  assert.ok(!JSON.stringify(pkg.exports).includes('server-drawing'), 'no export names the drawing');
  // What it bundles of its own: React's server renderer, imported from nowhere else.
  const bundled = readFileSync(path.join(root, 'dist/npm', SERVER_DRAWING), 'utf8');
  assert.match(bundled, /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/);
  assert.deepEqual(await importsOf(path.join(root, 'dist/npm', SERVER_DRAWING)), []);
  // Its one importer: the wrappers, a client module.
  const react = readFileSync(path.join(root, 'dist/npm/react.js'), 'utf8');
  assert.match(react, /^'use client';\n/);
  assert.match(react, /from '#eb-server-drawing'/);
});

test('every dependency listed is imported by the npm build, and nothing it imports is unlisted', async () => {
  const imported = new Set();
  for (const file of jsFiles('dist/npm')) {
    // Node's own modules (node:fs for eb-widgets/ssr) are no dependency, nor the package's own
    // "imports" (#eb-server-drawing).
    for (const specifier of await importsOf(file))
      if (!specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('#')) imported.add(packageName(specifier));
  }
  const listed = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].sort();
  assert.deepEqual([...imported].sort(), listed);
});

test('publint finds nothing wrong with the package (strict)', async () => {
  const { messages } = await publint({ pkgDir: root, strict: true });
  assert.deepEqual(
    messages.map(({ code, path: where }) => `${code} at ${where.join('.')}`),
    [],
  );
});

test("the README's theming tokens and parts are the manifest's: every --eb-* token with its default, every part", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist', 'custom-elements.json'), 'utf8'));
  for (const name of REFERENCE_SECTIONS) {
    assert.equal(
      readmeSection(readme, name),
      readmeSection(withReference(readme, manifest), name),
      `README.md '${name}' differs from dist/custom-elements.json: run node scripts/readme-reference.mjs --write`,
    );
  }
  assert.match(readmeSection(readme, 'theming-tokens'), /`--eb-color-brand`/);
  assert.match(readmeSection(readme, 'css-parts'), /`::part\(locale-select\)`/);
});

test("every source map embeds the sources it names, the library's own included, so devtools show them without the repository", () => {
  const maps = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js.map')) maps.push(file);
    }
  };
  walk(path.join(root, 'dist'));
  assert.ok(maps.length > 10, `source maps in dist/: ${maps.length}`);
  let ours = 0;
  for (const file of maps) {
    const map = JSON.parse(readFileSync(file, 'utf8'));
    const missing = map.sources.filter((source, index) => typeof map.sourcesContent?.[index] !== 'string');
    assert.deepEqual(missing, [], `${path.relative(root, file)} names sources without their content`);
    ours += map.sources.filter((source) => /(^|\/)(src|elements)\//.test(source) && !source.includes('node_modules')).length;
  }
  assert.ok(ours > 50, `the library's own sources in the maps: ${ours}`);
});
