import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4318);

/** End-to-end tests: the built dist/ files in real pages served by the sandbox server. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // `npm test` collects each file's time and tests (scripts/test-report/).
  reporter: process.env.EB_TEST_REPORT_DIR ? [['list'], ['json', { outputFile: path.join(process.env.EB_TEST_REPORT_DIR, 'playwright.json') }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  // The sandbox with a database of its own, seeded afresh for every run.
  webServer: {
    command: 'node demo/server/index.mjs --reset',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), EB_SANDBOX_DB: path.join(tmpdir(), `eb-widgets-e2e-${PORT}.db`) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
