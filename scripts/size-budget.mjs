// The size budget (issue 15): the gzip size of every JavaScript file of the CDN build and of each
// npm entry as an app bundles it, against size-budget.json. Needs a built dist/.
//   npm run size              prints the table; exits 1 if a file is past its budget, has none,
//                             or a budget names a file that is no longer built
//   npm run size -- --write   sets every budget to today's size plus HEADROOM (review the diff)
// scripts/size-budget.test.mjs runs the same check in `npm test`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { ROOT, gzipSize } from './build-support.mjs';

export const BUDGET_FILE = path.join(ROOT, 'size-budget.json');

/** Today's size plus 3 % (at least 20 bytes), rounded up to 10 bytes. */
export const HEADROOM = 0.03;
export const budgetFor = (gzip) => Math.ceil((gzip + Math.max(20, gzip * HEADROOM)) / 10) * 10;

const BUDGET_NOTE = [
  'Gzip bytes (level 9, as `npm run build` prints them) allowed for each file of the CDN build (dist/..., chunks named without their content hash) and for each npm entry as an app bundles it (npm: ..., `export * from` the entry, esbuild, minified, no code splitting, React and react-dom external).',
  'scripts/size-budget.test.mjs fails `npm test` when a file is past its budget, has no budget, or a budget names a file no longer built.',
  'To raise a budget on purpose: change its number here in the same commit as the growth and say why in the commit message. A new chunk or element gets an entry the same way; remove the entries of files that are gone.',
  "`npm run size` prints every figure; `npm run size -- --write` resets every budget to today's size plus 3 % (at least 20 bytes, rounded up to 10): review that diff, it lowers budgets too.",
];

const CHUNK_HASH = /-[A-Za-z0-9_-]{8}\.js$/;

/** Every JavaScript file of the CDN build (dist/ without dist/npm/), as `dist/...` paths. */
function cdnFiles(root) {
  return readdirSync(path.join(root, 'dist'), { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.js') && !file.startsWith('npm/'))
    .sort()
    .map((file) => `dist/${file}`);
}

/** The package, or the repository folder, of the last module in a chunk's source map. */
function lastModuleOrigin(root, file) {
  const mapFile = path.join(root, `${file}.map`);
  if (!existsSync(mapFile)) throw new Error(`${file} shares its name with another chunk and has no source map to tell them apart`);
  const source = JSON.parse(readFileSync(mapFile, 'utf8')).sources.at(-1).split('\\').join('/');
  const inPackage = source.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const [scope, name] = source.slice(inPackage + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const inRepository = source.replace(/^(\.\.\/)+/, '');
  return path.posix.dirname(inRepository) === '.' ? inRepository : path.posix.dirname(inRepository);
}

/**
 * Each CDN file's name in the budget: its path without the content hash, so a budget outlives a
 * change of hash (dist/chunks/Modal-21R569d7.js is dist/chunks/Modal.js, and the same for the
 * classic build's dist/classic/chunks/). Rollup names a shared
 * chunk after its last module, so two chunks can both be `index` (react-dom's, and react's with
 * Lingui's): those are told apart by that module's package, `dist/chunks/index.js (react-dom)`.
 */
export function budgetNames(root, files) {
  const withoutHash = (file) => (file.startsWith('dist/chunks/') || file.startsWith('dist/classic/chunks/') ? file.replace(CHUNK_HASH, '.js') : file);
  const count = new Map();
  for (const file of files) count.set(withoutHash(file), (count.get(withoutHash(file)) ?? 0) + 1);
  const names = new Map();
  const fileOf = new Map();
  for (const file of files) {
    const name = count.get(withoutHash(file)) > 1 ? `${withoutHash(file)} (${lastModuleOrigin(root, file)})` : withoutHash(file);
    if (fileOf.has(name)) throw new Error(`${fileOf.get(name)} and ${file} would share the budget name ${name}: give one of them its own chunk name in rollup.config.mjs`);
    fileOf.set(name, file);
    names.set(file, name);
  }
  return names;
}

/** The npm entries an app imports: the package, its React wrappers and each element. */
function npmEntries(root) {
  const tags = readdirSync(path.join(root, 'dist/npm/elements'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -'.js'.length))
    .sort();
  return ['eb-widgets', 'eb-widgets/react', ...tags.map((tag) => `eb-widgets/elements/${tag}`)];
}

/**
 * An app's bundle of `export * from '<specifier>'` (all the entry exports and does: an element's
 * registration, every React wrapper): the specifier resolved through the package's exports as
 * Node resolves them, read from `root`'s copy of that file, bundled by esbuild, minified for
 * production, with React and react-dom left out (the app has them already; they are peer
 * dependencies). Without code splitting, so the element code each entry loads lazily is counted
 * too: the figure is everything the entry adds to an app.
 */
async function appBundle(root, specifier) {
  const file = path.relative(ROOT, fileURLToPath(import.meta.resolve(specifier)));
  const result = await esbuild.build({
    stdin: { contents: `export * from ${JSON.stringify(path.join(root, file))};\n`, resolveDir: root, sourcefile: 'app.js', loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    // The package's own dependencies, also for a copy of dist/ outside the repository.
    nodePaths: [path.join(ROOT, 'node_modules')],
    logLevel: 'silent',
  });
  return { file: file.split(path.sep).join('/'), gzip: gzipSize(result.outputFiles[0].contents) };
}

/**
 * The gzip size of every file the budget covers in the package at `root` (its package.json and
 * dist/): `{ name, file, gzip }`, `name` being the file's key in size-budget.json.
 */
export async function measure(root = ROOT) {
  if (!existsSync(path.join(root, 'dist', 'eb-widgets.js'))) throw new Error(`${path.join(root, 'dist')} has no build: run npm run build first`);
  const files = cdnFiles(root);
  const names = budgetNames(root, files);
  const measured = files.map((file) => ({ name: names.get(file), file, gzip: gzipSize(readFileSync(path.join(root, file))) }));
  for (const specifier of npmEntries(root)) measured.push({ name: `npm: ${specifier}`, ...(await appBundle(root, specifier)) });
  return measured;
}

export const bytes = (count) => `${count.toLocaleString('en-US')} B`;

/**
 * What breaks the budget: `{ kind, name, gzip, budget, message }` for a file past its budget
 * ('over'), a file without one ('unbudgeted') and a budget whose file is not built ('stale').
 */
export function checkBudgets(measured, budgets) {
  const problems = [];
  for (const { name, gzip } of measured) {
    const budget = budgets[name];
    if (budget === undefined) {
      problems.push({ kind: 'unbudgeted', name, gzip, message: `${name} is ${bytes(gzip)} gzip and has no budget: add "${name}": ${budgetFor(gzip)} to size-budget.json` });
    } else if (gzip > budget) {
      problems.push({ kind: 'over', name, gzip, budget, message: `${name} is ${bytes(gzip)} gzip, past its budget of ${bytes(budget)} by ${bytes(gzip - budget)}` });
    }
  }
  const built = new Set(measured.map(({ name }) => name));
  for (const [name, budget] of Object.entries(budgets)) {
    if (!built.has(name)) problems.push({ kind: 'stale', name, budget, message: `${name} has a budget of ${bytes(budget)} but is not built: remove it from size-budget.json` });
  }
  return problems;
}

/** The budgets in size-budget.json, by name. */
export function readBudgets(file = BUDGET_FILE) {
  return JSON.parse(readFileSync(file, 'utf8')).budgets;
}

/** Every file's budget set to today's size plus HEADROOM. */
export function writeBudgets(measured, file = BUDGET_FILE) {
  const budgets = Object.fromEntries(measured.map(({ name, gzip }) => [name, budgetFor(gzip)]).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(file, `${JSON.stringify({ $comment: BUDGET_NOTE, budgets }, null, 2)}\n`);
}

/** The measured files against their budgets, one line each, then the budgets without a file. */
export function sizeTable(measured, budgets) {
  const problems = new Map(checkBudgets(measured, budgets).map((problem) => [problem.name, problem]));
  const width = Math.max(...measured.map(({ name }) => name.length), ...Object.keys(budgets).map((name) => name.length));
  const row = (name, gzip, budget, note) => `${name.padEnd(width)}  ${gzip.padStart(10)}  ${budget.padStart(10)}  ${note}`;
  const lines = [row('file', 'gzip', 'budget', '')];
  for (const { name, gzip } of measured) {
    const budget = budgets[name];
    const note = problems.has(name) ? (problems.get(name).kind === 'over' ? `PAST BUDGET by ${bytes(gzip - budget)}` : 'NO BUDGET') : `${Math.round((gzip / budget) * 100)} %`;
    lines.push(row(name, bytes(gzip), budget === undefined ? '-' : bytes(budget), note));
  }
  for (const problem of problems.values()) if (problem.kind === 'stale') lines.push(row(problem.name, '-', bytes(problem.budget), 'NOT BUILT'));
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = await measure();
  if (process.argv.includes('--write')) {
    writeBudgets(measured);
    console.log(`Wrote ${path.relative(process.cwd(), BUDGET_FILE)}.\n`);
  }
  const budgets = readBudgets();
  console.log(sizeTable(measured, budgets));
  const problems = checkBudgets(measured, budgets);
  if (problems.length > 0) {
    console.error(`\n${problems.map(({ message }) => message).join('\n')}`);
    process.exitCode = 1;
  }
}
