// A node:test reporter (used beside `spec`) that writes, per test file, its tests and the time
// of its top-level tests, for `npm test`'s summary and bench/test-stages.mjs.
import path from 'node:path';

export default async function* fileTimings(source) {
  const files = new Map();
  const entryFor = (file) => {
    const name = path.relative(process.cwd(), file ?? 'unknown');
    if (!files.has(name)) files.set(name, { file: name, seconds: 0, passed: 0, failed: 0, skipped: 0 });
    return files.get(name);
  };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    // A file's own run is reported as a test of nesting 0 named after the file (process isolation).
    if (data.details?.type === 'suite') {
      if (data.nesting === 0) entryFor(data.file).seconds += (data.details.duration_ms ?? 0) / 1000;
      continue;
    }
    const entry = entryFor(data.file);
    if (data.nesting === 0) entry.seconds += (data.details.duration_ms ?? 0) / 1000;
    if (data.skip || data.todo) entry.skipped += 1;
    else if (event.type === 'test:pass') entry.passed += 1;
    else entry.failed += 1;
  }
  yield JSON.stringify({ runner: 'node:test', files: [...files.values()] }, null, 2);
}
