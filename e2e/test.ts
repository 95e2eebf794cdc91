import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Disposable, type Page } from '@playwright/test';
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

/** Page events a test may listen to: what it added is removed once it ends. */
const PAGE_EVENTS = ['console', 'pageerror', 'request', 'requestfailed', 'requestfinished', 'response', 'dialog', 'popup', 'framenavigated', 'load', 'domcontentloaded'] as const;

/**
 * `test` for files of many small cases that each open a page of their own (the hostile values, the
 * verbatim texts): `page` is one page the worker keeps from test to test, as opening a page costs
 * about half a second here (a new renderer process), often more than the case. Each test still
 * starts on a page it opens itself, and what a test leaves is taken away after it: its routes,
 * its listeners, its init scripts, the site's cookies and storage, the emulated media; the window
 * takes the test's `viewport`. What cannot be taken away rules a test out of it: `page.clock`
 * (installed for good), `context` (another one), `javaScriptEnabled: false`, `page.exposeFunction`
 * (registered for good), the page's history (a test counting its entries). The HTTP cache stays
 * too (dist/ comes from it after the first test): a test of what is fetched, and when, needs `test`.
 */
export const testOnWorkerPage = test.extend<object, { workerPage: { current?: Page } }>({
  workerPage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern
    async ({}, use) => {
      const holder: { current?: Page } = {};
      await use(holder);
      await holder.current?.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, browser, baseURL, viewport, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) throw new Error('a test without JavaScript needs a context of its own: use `test`, not `testOnWorkerPage`');
    if (!workerPage.current || workerPage.current.isClosed()) {
      await workerPage.current?.context().close();
      workerPage.current = await (await browser.newContext({ baseURL })).newPage();
    }
    const page = workerPage.current;
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    // Init scripts run on every page opened after them: each is kept, to be removed.
    const initScripts: Disposable[] = [];
    const addInitScript = page.addInitScript.bind(page);
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript(...args);
      initScripts.push(script);
      return script;
    }) as Page['addInitScript'];
    await use(page);
    if (page.isClosed()) return;
    Reflect.deleteProperty(page, 'addInitScript');
    for (const script of initScripts) await script.dispose();
    // The page is ours, not the runner's: every listener on it is a test's.
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.context().clearCookies();
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
    await page.goto('about:blank');
  },
});
