// What `npm test` prints at its end, and what bench/test-stages.mjs reads: each stage's wall time,
// and per runner its tests and its files' times. One JSON per runner, written by its reporter
// into the report folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Per file: seconds, passed, failed, skipped, from Playwright's JSON report. */
function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = files.get(file) ?? { file, seconds: 0, passed: 0, failed: 0, skipped: 0 };
        const last = test.results.at(-1);
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        if (test.status === 'skipped') entry.skipped += 1;
        else if (last?.status === 'passed' && test.status === 'expected') entry.passed += 1;
        else entry.failed += 1;
        files.set(file, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, path.join('e2e', suite.file));
  return [...files.values()];
}

export const RUNNERS = {
  'web-test-runner': 'web-test-runner.json',
  'node:test': 'node-test.json',
  playwright: 'playwright.json',
  'cross-browser': 'cross-browser.json',
};

/** The runners' reports found in `dir`: { runner: files[] }. */
export function readReports(dir) {
  const reports = {};
  for (const [runner, name] of Object.entries(RUNNERS)) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8'));
    reports[runner] = runner === 'playwright' ? playwrightFiles(json) : json.files;
  }
  return reports;
}

export function totals(files) {
  return files.reduce((sum, file) => ({ passed: sum.passed + file.passed, failed: sum.failed + file.failed, skipped: sum.skipped + file.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
}

const seconds = (value) => `${Math.round(value)} s`;

/** The summary printed at the end of `npm test`. */
export function formatSummary(stages, reports) {
  const lines = ['', 'npm test: stages'];
  for (const stage of stages) lines.push(`  ${stage.name.padEnd(28)} ${seconds(stage.seconds).padStart(7)}${stage.ok ? '' : '  FAILED'}`);
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  lines.push(`  ${'total'.padEnd(28)} ${seconds(total).padStart(7)}`, '', 'npm test: tests per runner');
  for (const [runner, files] of Object.entries(reports)) {
    const count = totals(files);
    lines.push(`  ${runner.padEnd(28)} ${String(count.passed).padStart(5)} passed, ${count.failed} failed, ${count.skipped} skipped, in ${files.length} files`);
  }
  return lines.join('\n');
}
