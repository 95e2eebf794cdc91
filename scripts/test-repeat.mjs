// `npm run test:repeat -- <file> [times]`: runs one test file `times` times (default 20) and
// counts the runs that failed, to find a flaky test before CI does. The runner follows from the
// file: e2e/*.spec.ts with Playwright (--repeat-each, on the configured workers), src/**/*.test.ts(x)
// with web-test-runner, *.test.mjs with node:test. Expects a built dist/ (`npm run build`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT as root } from './build-support.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const [file, timesArgument = '20', ...rest] = process.argv.slice(2);
const times = Number(timesArgument);
if (!file || !Number.isInteger(times) || times < 1) {
  console.error('usage: npm run test:repeat -- <test file> [times] [runner options]');
  process.exit(2);
}

function run(command, args) {
  console.log(`> ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
}

if (/\.spec\.ts$/.test(file)) {
  // Playwright repeats each test in one run and reports each repetition.
  process.exit(run(bin('playwright'), ['test', file, `--repeat-each=${times}`, '--reporter=dot', ...rest]) ? 0 : 1);
}

const once = /\.test\.tsx?$/.test(file)
  ? () => run(bin('web-test-runner'), [file, ...rest])
  : /\.test\.mjs$/.test(file)
    ? () => run(process.execPath, ['--test', '--test-reporter=dot', ...rest, file])
    : undefined;
if (!once) {
  console.error(`${file}: not a test file (e2e/*.spec.ts, src/**/*.test.ts(x) or *.test.mjs)`);
  process.exit(2);
}
let failed = 0;
for (let run = 1; run <= times; run += 1) {
  if (!once()) failed += 1;
  console.log(`[test:repeat] run ${run} of ${times}: ${failed} failed so far`);
}
console.log(`[test:repeat] ${file}: ${times - failed} of ${times} runs passed`);
process.exit(failed ? 1 : 0);
