// `npm test`: the format check (Biome) and the lint (ESLint), then every test. Component tests in real Chromium (web-test-runner); the sandbox
// server's, the package's, the size budget's, the Lighthouse report's (its helpers only, no
// Lighthouse run), the README examples' and the consumer fixtures'
// tests (node:test: the last pack the package and build the fixture apps, the README's examples
// among them); then the end-to-end tests (Playwright) against the sandbox, the freshly built
// dist/ and the fixtures; then the cross-browser smoke (cross-browser/: the sandbox's pages and
// one flow per element in Firefox and WebKit).
// On a fresh machine it first installs what is missing. Exits non-zero on any failure, and in
// any case ends with each stage's time and each runner's count of tests (scripts/test-report/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSummary, readReports } from './test-report/summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The runners' reports and the stages' times; bench/test-stages.mjs reads them. Not under
// test-results/, which Playwright empties when it starts.
const reportDir = path.resolve(root, process.env.EB_TEST_REPORT_DIR ?? '.cache/npm-test');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = { ...process.env, EB_TEST_REPORT_DIR: reportDir };
// node:test waits for each test file's process, by default for ever: a server or browser a test
// left running held CI to its own timeout once. A file is failed, by name, after 10 minutes (the
// whole of either stage takes under 3). Not --test-force-exit: it ends the run before the
// reporters have written their files.
const nodeGuards = ['--test-timeout=600000'];
const nodeReporters = (name) => [
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.join(root, 'scripts/test-report/node-reporter.mjs')}`,
  `--test-reporter-destination=${path.join(reportDir, name)}`,
];

const stages = [];
function finish(status) {
  writeFileSync(path.join(reportDir, 'stages.json'), JSON.stringify({ stages }, null, 2));
  let reports = {};
  try {
    reports = readReports(reportDir);
  } catch (error) {
    console.warn(`[npm test] a runner's report could not be read: ${error.message}`);
  }
  console.log(formatSummary(stages, reports));
  process.exit(status);
}

function run(name, command, args) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  stages.push({ name, seconds: (performance.now() - started) / 1000, ok: result.status === 0 });
  if (result.status !== 0) finish(result.status ?? 1);
}

if (!existsSync(bin('web-test-runner'))) run('install (npm ci)', 'npm', ['ci']);
// First, as the quickest to fail: the layout (a second), then ESLint with types over every file, zero warnings.
run('format', 'npm', ['run', 'format:check', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
run('browsers', process.execPath, ['scripts/ensure-browsers.mjs']);
run('build', 'npm', ['run', 'build']);
// Playwright strips types without checking them: check e2e/ and the configs here.
run('type check', bin('tsc'), ['-p', 'tsconfig.json']);
run('web-test-runner', bin('web-test-runner'), []);
const serverTests = readdirSync(path.join(root, 'demo/server/test')).filter((file) => file.endsWith('.test.mjs'));
run('node:test', process.execPath, [
  '--test',
  ...nodeGuards,
  ...nodeReporters('node-test.json'),
  ...serverTests.map((file) => `demo/server/test/${file}`),
  'scripts/package.test.mjs',
  'scripts/ssr.test.mjs',
  'scripts/react-ssr.test.mjs',
  'scripts/render-service.test.mjs',
  'scripts/render-runtimes.test.mjs',
  'scripts/size-budget.test.mjs',
  'bench/lighthouse-report.test.mjs',
  'bench/cpu-slowdown.test.mjs',
  'bench/cards-report.test.mjs',
  'bench/compare-report.test.mjs',
  'scripts/readme-examples.test.mjs',
  'scripts/import-cycles.test.mjs',
  'scripts/consumer.test.mjs',
]);
run('playwright', bin('playwright'), ['test']);
run('cross-browser', process.execPath, ['--test', ...nodeGuards, ...nodeReporters('cross-browser.json'), '--test-concurrency=1', 'cross-browser/']);
finish(0);
