import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// The package as a team gets it (issue 15): the packed tarball, unpacked into
// fixtures/node_modules/eb-widgets, and the fixture apps built on it. scripts/consumer.test.mjs
// (run before the end-to-end tests by `npm test`) packs and builds.

export const FIXTURES = path.resolve('fixtures');
/** The unpacked package, as npm installs it. */
export const PACKED = path.join(FIXTURES, 'node_modules', 'eb-widgets');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};
const contentType = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream';

function expectBuilt(needed: string[]): void {
  for (const file of needed) {
    expect(existsSync(path.join(FIXTURES, file)), `fixtures/${file}: run node --test scripts/consumer.test.mjs first`).toBe(true);
  }
}

/** Serves fixtures/ under /consumer/ on the sandbox's origin, so the elements talk to its API. */
export async function serveFixtures(page: Page, needed = ['consumer-app/dist/index.html']): Promise<void> {
  expectBuilt([...needed, 'node_modules/eb-widgets/package.json']);
  await page.route('**/consumer/**', (route) => {
    const relative = decodeURIComponent(new URL(route.request().url()).pathname.slice('/consumer/'.length));
    const file = path.join(FIXTURES, relative);
    if (!file.startsWith(FIXTURES) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ contentType: contentType(file), body: readFileSync(file) });
  });
}

/**
 * Answers `https://cdn.jsdelivr.net/npm/eb-widgets@{version}/...` with the packed package's files,
 * with `Access-Control-Allow-Origin: *` as jsDelivr sends it: the library runs from another origin
 * than the page, as it does from the CDN.
 */
export async function serveCdn(page: Page, version: string): Promise<void> {
  expectBuilt(['node_modules/eb-widgets/package.json']);
  const base = `https://cdn.jsdelivr.net/npm/eb-widgets@${version}/`;
  await page.route(`${base}**`, (route) => {
    const file = path.join(PACKED, decodeURIComponent(new URL(route.request().url()).pathname.slice(new URL(base).pathname.length)));
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (!file.startsWith(PACKED) || !existsSync(file)) return route.fulfill({ status: 404, headers, body: 'not found' });
    return route.fulfill({ status: 200, headers, contentType: contentType(file), body: readFileSync(file) });
  });
}
