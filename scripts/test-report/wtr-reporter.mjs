// A web-test-runner reporter that writes, per test file, its wall time (from INITIALIZING to
// FINISHED, the bundling included) and its tests, for `npm test`'s summary and bench/test-stages.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function countTests(suite) {
  if (!suite) return { passed: 0, failed: 0, skipped: 0 };
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const test of suite.tests) counts[test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed'] += 1;
  for (const child of suite.suites) {
    const more = countTests(child);
    for (const key of Object.keys(counts)) counts[key] += more[key];
  }
  return counts;
}

/** @param {string | undefined} outputFile where the JSON goes; nothing is written without one */
export function timingReporter(outputFile) {
  const started = new Map();
  const files = new Map();
  let rootDir = process.cwd();
  return {
    start({ config, sessions }) {
      rootDir = config.rootDir ?? rootDir;
      sessions.on('session-status-updated', (session) => {
        if (!started.has(session.id) && session.status !== 'SCHEDULED') started.set(session.id, Date.now());
        if (session.status === 'FINISHED') {
          const file = path.relative(rootDir, session.testFile);
          const entry = files.get(file) ?? { file, seconds: 0, passed: 0, failed: 0, skipped: 0 };
          entry.seconds += (Date.now() - (started.get(session.id) ?? Date.now())) / 1000;
          const counts = countTests(session.testResults);
          for (const key of Object.keys(counts)) entry[key] += counts[key];
          if (!session.passed && counts.failed === 0) entry.failed += 1; // a file that failed to load
          files.set(file, entry);
        }
      });
    },
    stop() {
      if (!outputFile) return;
      mkdirSync(path.dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify({ runner: 'web-test-runner', files: [...files.values()] }, null, 2));
    },
  };
}
