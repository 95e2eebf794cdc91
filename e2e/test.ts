import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startSandbox } from '../demo/server/index.mjs';

export * from '@playwright/test';

interface Sandbox {
  url: string;
}

/**
 * Playwright's `test`, with a sandbox of its own for each worker: its own server and a database
 * seeded afresh, so that workers run side by side and no file depends on another's data. Every
 * spec imports `test` from here; `baseURL` is the worker's sandbox.
 */
export const test = base.extend<object, { sandbox: Sandbox }>({
  sandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern
    async ({}, use) => {
      const folder = mkdtempSync(path.join(tmpdir(), 'eb-widgets-e2e-'));
      // The sandbox is JavaScript, typed nowhere: what it resolves with, as its source builds it.
      const { server, url } = (await startSandbox({ port: 0, database: path.join(folder, 'sandbox.db'), reset: true })) as { server: Server; url: string };
      await use({ url });
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ sandbox }, use) => use(sandbox.url),
});
