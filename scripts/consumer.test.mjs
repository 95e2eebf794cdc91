// The package as a front-end team gets it (issue 15, 'Done when'): `npm pack`, unpacked into
// fixtures/node_modules/eb-widgets, then used by the fixtures as an app would use it. Needs a
// built dist/. The browser half (the built app and the plain page rendering) is
// e2e/consumer.spec.ts, which runs on what this file builds.
// The README's examples that need a build (TypeScript, React, Vue, Angular) are written into the
// fixtures here, type-checked and built with them; e2e/readme-examples.spec.ts opens them.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FIXTURE_OF, readmeExamples, runnerFor, writeExampleFixtures } from './readme-examples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'fixtures');
const app = path.join(fixtures, 'consumer-app');
const installed = path.join(fixtures, 'node_modules', 'eb-widgets');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const examples = readmeExamples(readFileSync(path.join(root, 'README.md'), 'utf8'));

let tarball;

function run(command, args, cwd = root, env = process.env) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `fn`'s result, computed on the first call: one type-check or build serves several tests. */
function once(fn) {
  let result;
  return () => (result ??= fn());
}

const typeCheck = {
  app: once(() => run(bin('tsc'), ['-p', path.join(app, 'tsconfig.json')])),
  vue: once(() => run(bin('vue-tsc'), ['-p', path.join(fixtures, FIXTURE_OF.vue, 'tsconfig.json')])),
  angular: once(() => run(bin('tsc'), ['-p', path.join(fixtures, FIXTURE_OF.angular, 'tsconfig.json')])),
};

const viteBuild = Object.fromEntries(
  Object.entries(FIXTURE_OF).map(([runner, folder]) => [
    runner,
    once(() => {
      rmSync(path.join(fixtures, folder, 'dist'), { recursive: true, force: true });
      return run(bin('vite'), ['build', path.join(fixtures, folder)]);
    }),
  ]),
);

before(() => {
  const packDir = mkdtempSync(path.join(tmpdir(), 'eb-widgets-pack-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  tarball = path.join(packDir, packed.filename);
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  writeExampleFixtures(fixtures, examples);
});

test('are the types wrong? attw finds no problem in the packed tarball (ESM-only package)', () => {
  // The stylesheet is for a page's <link> (or a bundler's CSS import): there are no types to find.
  const { status, output } = run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--exclude-entrypoints', './eb-widgets.css']);
  assert.equal(status, 0, output);
});

test('the app type-checks with tsc --noEmit against the package: the tag map, the event map, the JSX types, the wrappers and configure()', () => {
  const { status, output } = typeCheck.app();
  assert.equal(status, 0, output);
});

// One program per framework, each with its own jsxImportSource: the tags with right props and
// handlers compile, and each @ts-expect-error (a wrong attribute value, a wrong property type, a
// wrong use of an event's detail, an unknown prop) must meet an error, or tsc fails.
for (const [framework, what] of [
  [
    'preact',
    "eb-widgets/jsx-preact types the tags as Preact intrinsic elements: attributes and properties by name (literal unions, the event object), oneb-* handlers with each event's detail",
  ],
  [
    'solid',
    "eb-widgets/jsx-solid types the tags as Solid intrinsic elements: properties by name and prop:, attributes by name, attr: and bool:, on:eb-* handlers with each event's detail",
  ],
  [
    'vue',
    "eb-widgets/jsx-vue types the tags for Vue: in Vue TSX (IntrinsicElementAttributes) attributes and properties by name, onEb* handlers with each event's detail; the GlobalComponents entry vue-tsc reads for templates has the same $props and the element as instance",
  ],
]) {
  test(`${what}; a wrong value, property type or detail use fails tsc (tsconfig.${framework}.json)`, () => {
    const { status, output } = run(bin('tsc'), ['-p', path.join(app, `tsconfig.${framework}.json`)]);
    assert.equal(status, 0, output);
  });
}

test('every npm entry imports under Node without a DOM, defines nothing, and the React wrappers render to a string there', () => {
  // Types-only entries (the JSX declarations, eb-widgets/jsx-*) have nothing to import.
  const entries = Object.keys(pkg.exports)
    .filter((key) => !key.includes('*') && !key.endsWith('.json') && typeof pkg.exports[key] === 'object' && 'default' in pkg.exports[key])
    .map((key) => (key === '.' ? 'eb-widgets' : `eb-widgets/${key.slice(2)}`));
  entries.push(
    'eb-widgets/elements/eb-event-card',
    'eb-widgets/elements/eb-header.js',
    'eb-widgets/elements/eb-footer',
    'eb-widgets/elements/eb-review-form',
    'eb-widgets/elements/eb-app-marketplace',
  );
  const script = `
    const entries = ${JSON.stringify(entries)};
    for (const entry of entries) await import(entry);
    const React = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { EbEventCard, EbFooter } = await import('eb-widgets/react');
    const html = renderToString(React.createElement('div', null, React.createElement(EbEventCard, { event: { id: '1', name: 'SSR' }, layout: 'horizontal' }), React.createElement(EbFooter, { minimalLinks: true })));
    console.log(JSON.stringify({ html, window: typeof window, customElements: typeof customElements }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const { html, window, customElements } = JSON.parse(result.stdout.trim().split('\n').pop());
  assert.equal(window, 'undefined');
  assert.equal(customElements, 'undefined');
  // The tags with their simple props as attributes, for the browser to upgrade; an object prop
  // is set there, after hydration (defer-hydration holds the element until then). Without
  // <EbServerData> nothing is drawn on the server.
  assert.equal(html, '<div><eb-event-card layout="horizontal" defer-hydration=""></eb-event-card><eb-footer minimal-links="" defer-hydration=""></eb-footer></div>');
});

test('the app builds with Vite, and its bundle holds exactly one copy of react-dom and nothing of the self-contained CDN build', () => {
  const { status, output } = viteBuild.app();
  assert.equal(status, 0, output);
  const modules = JSON.parse(readFileSync(path.join(app, 'dist', 'modules.json'), 'utf8'));
  const reactDomClients = modules.filter((id) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id));
  assert.equal(reactDomClients.length, 1, reactDomClients.join('\n'));
  const ours = modules.filter((id) => id.includes(`${path.sep}eb-widgets${path.sep}`));
  assert.ok(ours.length > 0, 'the app bundles eb-widgets');
  assert.deepEqual(
    ours.filter((id) => !id.includes(`${path.sep}dist${path.sep}npm${path.sep}`)),
    [],
  );
});

const BUILT_BY = {
  app: 'type-checks with tsc against the packed package and builds as a page of the Vite + React app',
  vue: 'type-checks with vue-tsc against the packed package and builds as the App of a page with Vite and @vitejs/plugin-vue',
  angular: 'type-checks with tsc (experimentalDecorators) against the packed package and builds as a page that bootstraps it with Vite (Angular JIT)',
};

// The app's own test above type-checks all of it; these fixtures hold only README examples.
for (const runner of ['vue', 'angular'].filter((name) => examples.some((example) => runnerFor(example) === name))) {
  test(`fixtures/${FIXTURE_OF[runner]} type-checks as a whole: the README's examples and the code that starts them`, () => {
    const { status, output } = typeCheck[runner]();
    assert.equal(status, 0, output);
  });
}

for (const example of examples.filter((candidate) => BUILT_BY[runnerFor(candidate)])) {
  const runner = runnerFor(example);
  test(`README example ${example.name} (${example.lang}, README.md:${example.line}): ${BUILT_BY[runner]}`, () => {
    const source = `src/readme/${example.name}.`;
    const { status, output } = typeCheck[runner]();
    // tsc starts a line with the file of each error: this example's own. An error elsewhere fails
    // the test of its own file; a type-check that fails without naming any file fails here too.
    assert.deepEqual(
      output.split('\n').filter((line) => line.includes(source)),
      [],
      output,
    );
    if (status !== 0) assert.match(output, /^\S+\(\d+,\d+\): error TS\d+/m, output);
    const build = viteBuild[runner]();
    assert.equal(build.status, 0, build.output);
    const page = path.join(fixtures, FIXTURE_OF[runner], 'dist', 'readme', `${example.name}.html`);
    assert.ok(existsSync(page), `${path.relative(root, page)} was not built`);
    assert.match(readFileSync(page, 'utf8'), /<script type="module"[^>]* src="\.\.\/assets\/[^"]+\.js"/);
  });
}

// Issue 47: the organizer admin as React frameworks build it, from the packed package, with the
// repository's Next.js, React Router, React and TypeScript. e2e/react-frameworks.spec.ts runs
// what these build.

/** Every file under `folder` whose name matches `pattern`, as text. */
function filesUnder(folder, pattern) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && pattern.test(entry.name)) found.push(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  }
  return found;
}

/** Text only the server drawing holds (src/react/server-drawing.ts), and text only React's server renderer holds. */
const SERVER_ONLY = [/could not be drawn on the server/, /renderToReadableStream|renderToString/];

test('the Next.js 16 app (App Router, every page a Server Component importing eb-widgets/react) builds with next build; the server drawing stays out of its browser bundles', () => {
  const app = path.join(fixtures, 'next-app');
  rmSync(path.join(app, '.next'), { recursive: true, force: true });
  const { status, output } = run(bin('next'), ['build'], app, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
  assert.equal(status, 0, output);
  const browser = filesUnder(path.join(app, '.next', 'static'), /\.js$/).join('\n');
  for (const text of SERVER_ONLY) assert.doesNotMatch(browser, text);
  assert.match(filesUnder(path.join(app, '.next', 'server'), /\.js$/).join('\n'), SERVER_ONLY[0]);
});

test('the React Router 7 app (framework mode, server rendering) type-checks and builds with react-router build; the server drawing stays out of its browser bundles', () => {
  const app = path.join(fixtures, 'react-router-app');
  const types = run(bin('tsc'), ['-p', path.join(app, 'tsconfig.json')]);
  assert.equal(types.status, 0, types.output);
  rmSync(path.join(app, 'build'), { recursive: true, force: true });
  const { status, output } = run(bin('react-router'), ['build'], app);
  assert.equal(status, 0, output);
  const browser = filesUnder(path.join(app, 'build', 'client'), /\.js$/).join('\n');
  for (const text of SERVER_ONLY) assert.doesNotMatch(browser, text);
});
