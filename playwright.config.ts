import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests: the built dist/ files in real pages served by the sandbox server. Each worker
 * starts a sandbox of its own with a fresh database (e2e/test.ts), so files can run side by side.
 * A worker keeps about two cores busy (Chromium's processes, the test, the sandbox): a worker per
 * two cores. On two cores two workers gained 4 % and made each test 1.9 times slower, closer to its
 * time limit (BENCHMARKS.md). E2E_WORKERS overrides.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2))),
  forbidOnly: true,
  retries: 0,
  // `npm test` collects each file's time and tests (scripts/test-report/).
  reporter: process.env.EB_TEST_REPORT_DIR ? [['list'], ['json', { outputFile: path.join(process.env.EB_TEST_REPORT_DIR, 'playwright.json') }]] : [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
});
