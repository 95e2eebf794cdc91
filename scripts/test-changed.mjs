// `npm run test:changed [-- <git ref>] [--list]`: the tests a change touches, for the inner loop. The
// changed files are those that differ from <git ref> (default HEAD: what is not committed yet,
// untracked files too). Runs the component tests of each changed folder of src/, then the
// end-to-end files of each changed surface, then the changed Node test files. `npm test` runs
// everything; this only picks what is most likely to fail first. `--list` prints them only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT as root } from './build-support.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const listOnly = process.argv.includes('--list');
const base = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? 'HEAD';
const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])])].filter((file) => existsSync(path.join(root, file)));

/** The end-to-end files of each surface (the folder under src/ or the element's file). */
const E2E_OF_SURFACE = {
  footer: /^footer\./,
  header: /^header/,
  'event-card': /^(event-card|collections|hostile-event)/,
  'app-marketplace': /^marketplace-/,
  'review-form': /^review-form/,
  'page-notifications': /^notifications/,
  classic: /^classic-loader/,
  ssr: /^ssr/,
  react: /^react-frameworks/,
};
const ELEMENT_SURFACE = { 'eb-footer': 'footer', 'eb-header': 'header', 'eb-event-card': 'event-card', 'eb-app-marketplace': 'app-marketplace', 'eb-review-form': 'review-form' };

const componentTests = new Set();
const e2eFiles = new Set();
const nodeTests = new Set();
const testsUnder = (folder, pattern) =>
  readdirSync(path.join(root, folder), { recursive: true })
    .map(String)
    .filter((file) => pattern.test(file))
    .map((file) => path.join(folder, file));

for (const file of changed) {
  const [top, folder] = file.split('/');
  if (top === 'src' && folder && statSync(path.join(root, 'src', folder)).isDirectory()) {
    for (const test of testsUnder(`src/${folder}`, /\.test\.tsx?$/)) componentTests.add(test);
    if (E2E_OF_SURFACE[folder])
      for (const spec of readdirSync(path.join(root, 'e2e')).filter((name) => E2E_OF_SURFACE[folder].test(name) && name.endsWith('.spec.ts'))) e2eFiles.add(`e2e/${spec}`);
  } else if (top === 'elements') {
    const surface = ELEMENT_SURFACE[path.basename(file, '.ts')];
    if (surface) for (const test of testsUnder(`src/${surface}`, /\.test\.tsx?$/)) componentTests.add(test);
  } else if (/^e2e\/.*\.spec\.ts$/.test(file)) {
    e2eFiles.add(file);
  } else if (/\.test\.mjs$/.test(file)) {
    nodeTests.add(file);
  } else if (top === 'demo' && folder === 'server') {
    for (const test of testsUnder('demo/server/test', /\.test\.mjs$/)) nodeTests.add(test);
  }
}

function run(command, args) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
}

if (!componentTests.size && !e2eFiles.size && !nodeTests.size) {
  console.log(`No test follows from the ${changed.length} changed file(s) against ${base}; \`npm test\` runs everything.`);
  process.exit(0);
}
if (listOnly) {
  for (const file of [...componentTests, ...e2eFiles, ...nodeTests]) console.log(file);
  process.exit(0);
}
let ok = true;
if (componentTests.size) ok = run(bin('web-test-runner'), [...componentTests]) && ok;
if (e2eFiles.size) {
  // The end-to-end tests load dist/: say so when the change is newer than the build.
  const built = existsSync(path.join(root, 'dist/eb-widgets.js')) ? statSync(path.join(root, 'dist/eb-widgets.js')).mtimeMs : 0;
  const newest = Math.max(...changed.filter((file) => /^(src|elements)\//.test(file)).map((file) => statSync(path.join(root, file)).mtimeMs), 0);
  if (newest > built) console.warn('\n[test:changed] dist/ is older than the change: the end-to-end tests run the last build (`npm run build` first).');
  ok = run(bin('playwright'), ['test', ...e2eFiles]) && ok;
}
if (nodeTests.size) ok = run(process.execPath, ['--test', ...nodeTests]) && ok;
process.exit(ok ? 0 : 1);
