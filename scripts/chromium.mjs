// Which Chromium the tests and benchmarks drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then Playwright's own browser when one is installed (a developer laptop).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's package of Chromium's headless shell (chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, then Chromium's headless shell, then
 * chromiumPath(). The shell is the same Blink and V8 without the browser's windowing and UI, what
 * Playwright itself runs for headless tests; on two cores the end-to-end stage took 0.80 of its
 * time in the whole browser (BENCHMARKS.md).
 * The benchmarks keep the whole browser, as a visitor has it.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}
