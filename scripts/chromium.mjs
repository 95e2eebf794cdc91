// Which Chromium the tests drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own browser when one is installed (a developer laptop).
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
