// What the elements' CSS costs in style recalculation, by suspect (issue 48):
//   npm run build && node bench/style-cost.mjs [/legacy/ /apps/ ...]
// Each page of the sandbox is loaded (dist/, unthrottled) and left to settle; then, in the page,
// every element's whole shadow tree is restyled over and over (a custom property set on each
// host reaches every box inside; reading a computed colour forces the recalculation) and timed.
// A variant edits the adopted stylesheets in place to take one suspect out, and puts it back
// after: the variants alternate, REPEATS times, and each figure is a median. A second unchanged
// variant ('as built, again') shows the noise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { startSandbox } from '../demo/server/index.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const REPEATS = Number(process.env.BENCH_RUNS ?? 41);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/legacy/', '/partner/', '/apps/', '/apps/ticketcraft-scanner/'];

/** In the page: ms per restyle of every element's tree, by variant. */
function measureInPage(repeats) {
  const hosts = [...document.querySelectorAll('eb-header, eb-footer, eb-event-card, eb-app-marketplace, eb-review-form')].filter((host) => host.shadowRoot);
  const deepest = hosts.map((host) => [...host.shadowRoot.querySelectorAll('*')].at(-1)).filter(Boolean);
  let tick = 0;
  const restyle = (times) => {
    const start = performance.now();
    for (let time = 0; time < times; time++) {
      tick += 1;
      for (const host of hosts) host.style.setProperty('--eb-bench-tick', String(tick));
      for (const box of deepest) void getComputedStyle(box).color;
    }
    return (performance.now() - start) / times;
  };
  const rulesIn = (rules) => [...rules].flatMap((rule) => (rule.cssRules ? [rule, ...rulesIn(rule.cssRules)] : [rule]));
  const styleRules = () => hosts.flatMap((host) => host.shadowRoot.adoptedStyleSheets.flatMap((sheet) => rulesIn(sheet.cssRules))).filter((rule) => rule.style);
  /** Sets each matching declaration to what `change` gives; returns how to put them back. */
  const rewrite = (change) => {
    const undo = [];
    for (const rule of styleRules()) {
      for (const name of [...rule.style]) {
        const value = rule.style.getPropertyValue(name);
        const changed = change(rule, name, value);
        if (changed === undefined || changed === value) continue;
        const priority = rule.style.getPropertyPriority(name);
        if (changed === null) rule.style.removeProperty(name);
        else rule.style.setProperty(name, changed, priority);
        undo.push(() => rule.style.setProperty(name, value, priority));
      }
    }
    return () => undo.forEach((putBack) => putBack());
  };
  /** light-dark(a, b) -> a, for values of plain colours (the palette's). */
  const lightOnly = (value) => value.replace(/light-dark\(\s*(#[0-9a-f]+|rgba?\([^()]*\)|transparent)\s*,\s*(?:#[0-9a-f]+|rgba?\([^()]*\)|var\([^()]*\))\s*\)/gi, '$1');
  const variants = {
    'as built': () => () => {},
    'as built, again': () => () => {},
    "without the outermost boxes' reset (all: initial)": () => rewrite((rule, name) => (rule.selectorText === ':host > :not(style)' && name === 'all' ? null : undefined)),
    'without light-dark() (the light colours)': () => rewrite((rule, name, value) => (value.includes('light-dark(') ? lightOnly(value) : undefined)),
    'without the relative brand colours (plain white, the brand)': () =>
      rewrite((rule, name, value) =>
        /\bfrom\b/.test(value) && (name === '--eb-color-on-brand' || name === '--eb-color-brand-text')
          ? name === '--eb-color-on-brand'
            ? '#ffffff'
            : 'var(--eb-color-brand)'
          : undefined,
      ),
  };
  const names = Object.keys(variants);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  restyle(20);
  for (let repeat = 0; repeat < repeats; repeat++) {
    for (const name of repeat % 2 ? [...names].reverse() : names) {
      const putBack = variants[name]();
      restyle(3);
      times[name].push(restyle(20));
      putBack();
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const boxes = hosts.reduce((count, host) => count + host.shadowRoot.querySelectorAll('*').length, 0);
  return { boxes, elements: hosts.length, ms: Object.fromEntries(names.map((name) => [name, median(times[name])])) };
}

const folder = mkdtempSync(path.join(tmpdir(), 'eb-style-cost-'));
const { server, url } = await startSandbox({ port: 0, database: path.join(folder, 'sandbox.db'), reset: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  console.log(`Style recalculation of every element's tree, ms per restyle, medians of ${REPEATS} (node bench/style-cost.mjs ${pages.join(' ')}):\n`);
  for (const pagePath of pages) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}${pagePath}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const { boxes, elements, ms } = await page.evaluate(measureInPage, REPEATS);
    const built = ms['as built'];
    console.log(`${pagePath}: ${elements} elements, ${boxes} boxes in their shadow roots`);
    console.log('| variant | ms | against as built |\n|---|---:|---:|');
    for (const [name, value] of Object.entries(ms)) console.log(`| ${name} | ${value.toFixed(3)} | ${(value / built).toFixed(2)} |`);
    console.log('');
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(folder, { recursive: true, force: true });
}
