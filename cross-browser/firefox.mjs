// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no browser download,
// the system's Firefox only.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { inPage, SETTLE_MS } from './in-page.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox() {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`No Firefox at ${FIREFOX_PATH}: run node scripts/ensure-browsers.mjs (or set FIREFOX_PATH).`);
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  return {
    /** A fresh browser context (no cookies, no storage) with a viewport of `width`×`height`. */
    async open(baseUrl, { width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const errors = [];
      // BiDi's log entries of type 'javascript', from the engine: every uncaught exception and
      // unhandled rejection of the page, from its first script on.
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      return {
        goto: (path) => page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' }),
        run: (fn, ...args) => page.evaluate(inPage(fn, args)),
        async element(fn, ...args) {
          const handle = await page.evaluateHandle(inPage(fn, args));
          return handle.asElement();
        },
        // Trusted input: puppeteer scrolls the element into view and moves and presses the mouse.
        click: (element) => element.click(),
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(key),
        settle: () => page.waitForNetworkIdle({ idleTime: SETTLE_MS, timeout: 15_000 }),
        takeErrors: async () => errors.splice(0),
        screenshot: (file) => page.screenshot({ path: file }),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
