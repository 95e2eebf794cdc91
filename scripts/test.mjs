// `npm test`: every test. Component tests in real Chromium (web-test-runner); the sandbox
// server's, the package's, the size budget's, the Lighthouse report's (its helpers only, no
// Lighthouse run), the README examples' and the consumer fixtures'
// tests (node:test: the last pack the package and build the fixture apps, the README's examples
// among them); then the end-to-end tests (Playwright) against the sandbox, the freshly built
// dist/ and the fixtures; then the cross-browser smoke (cross-browser/: the sandbox's pages and
// one flow per element in Firefox and WebKit).
// On a fresh machine it first installs what is missing. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(bin('web-test-runner'))) run('npm', ['ci']);
run(process.execPath, ['scripts/ensure-browsers.mjs']);
run('npm', ['run', 'build']);
// Playwright strips types without checking them: check e2e/ and the configs here.
run(bin('tsc'), ['-p', 'tsconfig.json']);
run(bin('web-test-runner'), []);
const serverTests = readdirSync(path.join(root, 'demo/server/test')).filter((file) => file.endsWith('.test.mjs'));
run(process.execPath, ['--test', '--test-reporter=spec', ...serverTests.map((file) => `demo/server/test/${file}`), 'scripts/package.test.mjs', 'scripts/ssr.test.mjs', 'scripts/size-budget.test.mjs', 'bench/lighthouse-report.test.mjs', 'scripts/readme-examples.test.mjs', 'scripts/consumer.test.mjs']);
run(bin('playwright'), ['test']);
run('npm', ['run', 'test:cross-browser']);
