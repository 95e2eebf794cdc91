import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import * as esbuild from 'esbuild';
import { CONFIG_BLOCK, LOADER, htmlPage, openPage, watchDistRequests, watchErrors } from './pages';

// API.md §1: the module loader defines every tag and loads each element's code the first time
// that tag is used on the page, wherever the element is: in the document, inside another
// component's shadow root, created later by a script or by a framework.

const EVENT = { id: '7', name: 'Harbour lights walk', url: 'https://www.eventbrite.com/e/7', startDate: '2026-12-03', startTime: '18:30' };

const elementChunks = (paths: string[]) =>
  paths
    .map((file) => /\/chunks\/([a-z-]+)\.element-/.exec(file)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();

async function loaderPage(page: Page, name: string, body: string, extraHead = ''): Promise<void> {
  await openPage(page, `/e2e-loader-${name}.html`, htmlPage(CONFIG_BLOCK({}) + LOADER + extraHead, body));
}

test.describe('the module loader sees every tag', () => {
  test('an element inside an open shadow root of the page upgrades', async ({ page }) => {
    const errors = watchErrors(page);
    await loaderPage(page, 'shadow', '<div id="widget"></div>');
    await page.evaluate(() => {
      const root = document.getElementById('widget')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<eb-footer minimal-links></eb-footer>';
    });
    const footer = page.locator('#widget eb-footer');
    await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an element created with document.createElement after the library started is upgraded at once, before it is connected', async ({ page }) => {
    await loaderPage(page, 'create', '<p>nothing yet</p>');
    // The library has started once its tags are defined (window.EBWidgets is there sooner, the
    // loader's placeholder until the library arrives).
    await page.waitForFunction(() => customElements.get('eb-footer') !== undefined);
    const upgraded = await page.evaluate((event) => {
      const card = document.createElement('eb-event-card') as HTMLElement & { event?: unknown; layout?: string };
      // A framework sets properties on the new element before putting it in the page.
      card.layout = 'horizontal';
      card.event = event;
      const state = { defined: customElements.get('eb-event-card') === card.constructor, layoutAttribute: card.getAttribute('layout') };
      document.body.append(card);
      return state;
    }, EVENT);
    expect(upgraded).toEqual({ defined: true, layoutAttribute: 'horizontal' });
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
  });

  test('an element React adds after a delay upgrades, with its object prop', async ({ page }) => {
    const bundle = await esbuild.build({
      stdin: {
        contents: `
          import { createElement, useEffect, useState } from 'react';
          import { createRoot } from 'react-dom/client';
          function App() {
            const [shown, setShown] = useState(false);
            useEffect(() => { const timer = setTimeout(() => setShown(true), 400); return () => clearTimeout(timer); }, []);
            return shown ? createElement('eb-event-card', { event: ${JSON.stringify(EVENT)} }) : createElement('p', null, 'Loading…');
          }
          createRoot(document.getElementById('app')).render(createElement(App));`,
        resolveDir: path.resolve('.'),
      },
      bundle: true,
      format: 'esm',
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    await page.route('**/e2e-react-app.js', (route) => route.fulfill({ contentType: 'text/javascript', body: bundle.outputFiles[0].text }));
    await loaderPage(page, 'react', '<div id="app"></div><script type="module" src="/e2e-react-app.js"></script>');
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
  });

  test('no element code is fetched for tags the page never uses', async ({ page }) => {
    const requested = watchDistRequests(page);
    await loaderPage(page, 'footer-only', '<eb-footer></eb-footer>');
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The footer's code; the page's notification host comes with the library's runtime.
    expect(elementChunks(requested)).toEqual(['footer']);

    await page.evaluate((event) => document.body.append(Object.assign(document.createElement('eb-event-card'), { event })), EVENT);
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
    expect(elementChunks(requested)).toEqual(['event-card', 'footer']);
  });

  test('the code of the elements in the page is asked for together with React, before any of it has arrived', async ({ page }) => {
    const chunks = readdirSync(path.resolve('dist/chunks'));
    const reactChunk = chunks.find((file) => file.endsWith('.js') && readFileSync(path.resolve('dist/chunks', `${file}.map`), 'utf8').includes('react-dom-client.production.js'))!;
    const cardChunk = chunks.find((file) => /^event-card\.element-.*\.js$/.test(file))!;
    const requested = watchDistRequests(page);
    let requestedWhileHeld: string[] = [];
    // React's chunk is held back until the card's code has been asked for (or 3 s).
    await page.route(`**/dist/chunks/${reactChunk}`, async (route) => {
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline && !requested.includes(`/dist/chunks/${cardChunk}`)) await new Promise((resolve) => setTimeout(resolve, 20));
      requestedWhileHeld = [...requested];
      await route.continue();
    });
    await loaderPage(page, 'ahead', `<eb-event-card event='${JSON.stringify(EVENT)}'></eb-event-card>`);
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
    expect(requestedWhileHeld).toContain(`/dist/chunks/${cardChunk}`);
    // Only the tags in the page: no other element's code.
    expect(elementChunks(requestedWhileHeld)).toEqual(['event-card']);
  });

  test("an element's code comes in one round trip: the chunks it imports are requested with it, not after it arrives", async ({ page }) => {
    const chunks = path.resolve('dist/chunks');
    const cardChunk = readdirSync(chunks).find((file) => /^event-card\.element-.*\.js$/.test(file))!;
    const imports = [...readFileSync(path.join(chunks, cardChunk), 'utf8').matchAll(/from"\.\/([^"]+\.js)"/g)].map(([, file]) => `/dist/chunks/${file}`);
    expect(imports.length).toBeGreaterThan(0);
    const requested = watchDistRequests(page);
    let requestedWhileHeld: string[] = [];
    // The card's chunk is held back until the chunks it imports have all been asked for (or 3 s).
    await page.route(`**/dist/chunks/${cardChunk}`, async (route) => {
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline && !imports.every((file) => requested.includes(file))) await new Promise((resolve) => setTimeout(resolve, 20));
      requestedWhileHeld = [...requested];
      await route.continue();
    });
    await loaderPage(page, 'one-round-trip', `<eb-event-card event='${JSON.stringify(EVENT)}'></eb-event-card>`);
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
    expect(imports.filter((file) => !requestedWhileHeld.includes(file))).toEqual([]);
  });
});

test.describe('window.EBWidgets with the module loader (API.md §1)', () => {
  test('a module script right after the loader configures the library at once: the calls are kept until it has arrived, in order', async ({ page }) => {
    const errors = watchErrors(page);
    const configure = `<script type="module">
      window.EBWidgets.configure({ user: { isAuthenticated: true, publicId: 'u1', firstName: 'Ada', fullName: 'Ada Lovelace' } });
      window.EBWidgets.configure({ user: { firstName: 'Grace', fullName: 'Grace Hopper' } });
      window.loadedByPlaceholder = window.EBWidgets.load('eb-review-form').then(() => customElements.get('eb-review-form') !== undefined);
    </script>`;
    await loaderPage(page, 'configure-at-once', '<eb-header></eb-header>', configure);
    await expect(page.locator('eb-header').getByRole('button', { name: /^Grace/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { loadedByPlaceholder: Promise<boolean> }).loadedByPlaceholder)).toBe(true);
    expect(await page.evaluate(() => typeof window.EBWidgets?.version)).toBe('string');
    expect(errors).toEqual([]);
  });
});

test.describe('dist/elements/<tag>.js (API.md §1)', () => {
  test('defines its own tag only, and the loader on the same page keeps that one definition', async ({ page }) => {
    const errors = watchErrors(page);
    await openPage(
      page,
      '/e2e-element-module.html',
      htmlPage(CONFIG_BLOCK({}) + '<script type="module" src="/dist/elements/eb-footer.js"></script>', '<eb-footer minimal-links></eb-footer>'),
    );
    await expect(page.locator('eb-footer').getByRole('link', { name: 'Terms' })).toBeVisible();
    const defined = await page.evaluate(() => ['eb-app-marketplace', 'eb-event-card', 'eb-footer', 'eb-header', 'eb-review-form'].filter((tag) => customElements.get(tag)));
    expect(defined).toEqual(['eb-footer']);

    const footerClass = await page.evaluate(async () => {
      // The page's URLs, held as strings: a literal would send TypeScript looking for the module on disk.
      const elementUrl: string = '/dist/elements/eb-footer.js';
      const loaderUrl: string = '/dist/eb-widgets.js';
      const element = (await import(elementUrl)) as { EbFooterElement: unknown };
      const loader = (await import(loaderUrl)) as { EbFooterElement: unknown };
      return { same: loader.EbFooterElement === element.EbFooterElement, card: customElements.get('eb-event-card') !== undefined };
    });
    expect(footerClass).toEqual({ same: true, card: true });
    expect(errors).toEqual([]);
  });
});
