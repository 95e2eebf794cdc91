// The Lighthouse benchmark of issue 16: the sandbox's pages as Lighthouse (node API) scores them,
// mobile (its default: simulated throttling) and desktop (its desktop config), in Debian's
// Chromium launched by the chrome-launcher Lighthouse itself depends on. Medians of BENCH_RUNS
// runs; bench/lighthouse-report.mjs turns them into the BENCHMARKS.md section.
// The mobile runs' CPU slowdown is calibrated to this machine (issue 38): Lighthouse runs of the
// first page, not counted, read its benchmark index first, and bench/cpu-slowdown.mjs turns it
// into `throttling.cpuSlowdownMultiplier` as Lighthouse's CPU throttling calculator does.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { ROOT, gzipSize } from '../scripts/build-support.mjs';
import { startSandbox } from '../demo/server/index.mjs';
import { cpuSlowdownFor } from './cpu-slowdown.mjs';
import { median, summarize } from './lighthouse-report.mjs';

// Not a dependency of ours: the root chrome-launcher is an older one that @web/test-runner uses.
const { launch } = await import(pathToFileURL(createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher')));

/** The demo pages whose speed is measured. */
export const PAGES = [
  { path: '/legacy/', about: 'header and footer through the classic loader' },
  { path: '/partner/', about: '6 event cards through the module loader' },
  { path: '/many-cards/', about: '200 event cards through the module loader' },
  { path: '/apps/', about: 'the organizer header and the app marketplace' },
  { path: '/apps/mailbloom/', about: "an app's product page in the marketplace" },
];

const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig };

/** The opportunities issue 16 asks about, shown whether they pass or not. */
const NAMED = ['render-blocking-resources', 'unused-javascript', 'uses-text-compression', 'uses-long-cache-ttl'];

const numeric = (lhr, id) => lhr.audits[id]?.numericValue;

/** Lighthouse's pick of the run closest to the median FCP and TTI; it refuses runs without them. */
function medianRun(lhrs) {
  try {
    return computeMedianRun(lhrs);
  } catch {
    return lhrs.find((lhr) => !lhr.runtimeError) ?? lhrs[0];
  }
}

/** The scripts the page downloaded, from the network-requests audit. */
const scriptRequests = (lhr) => (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');

/** The figures of one run; gzip sizes of each script file come from `gzipOf(url)`. */
async function figuresOf(lhr, gzipOf) {
  const scripts = scriptRequests(lhr);
  const gzip = await Promise.all(scripts.map((script) => gzipOf(script.url)));
  return {
    score: lhr.categories.performance.score ?? undefined,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    scriptFiles: scripts.length,
    scriptTransfer: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    scriptGzip: gzip.reduce((sum, bytes) => sum + bytes, 0),
  };
}

const shortUrl = (url) => {
  try {
    const { pathname } = new URL(url);
    return pathname;
  } catch {
    return url;
  }
};

const clip = (text, length) => (text.length > length ? `${text.slice(0, length - 3)}...` : text);

/** An element as Lighthouse found it: its opening tag and its label (text or selector). */
const describeNode = (node) =>
  node?.snippet && [`\`${clip(node.snippet.replace(/\s+/g, ' '), 60)}\``, node.nodeLabel && `'${clip(node.nodeLabel.replace(/\s+/g, ' '), 50)}'`].filter(Boolean).join(' ');

/** What the run's Lighthouse says costs the most: the named audits, other opportunities, LCP, main thread. */
function findingsOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const passes = (found) => found.score === null || found.score >= 0.9 || found.scoreDisplayMode === 'notApplicable';
  const largestSaving = (found) => Math.max(0, ...Object.values(found.metricSavings ?? {}));
  const others = Object.values(lhr.audits)
    .filter((found) => !NAMED.includes(found.id) && found.details?.type === 'opportunity' && !passes(found) && largestSaving(found) >= 1)
    .sort((a, b) => largestSaving(b) - largestSaving(a))
    .slice(0, 3);
  const opportunities = [...NAMED.map(audit).filter(Boolean), ...others].map((found) => {
    if (passes(found)) return { title: found.title, displayValue: 'passed' };
    const items = (found.details?.items ?? [])
      .slice()
      .sort((a, b) => (b.wastedBytes ?? b.totalBytes ?? 0) - (a.wastedBytes ?? a.totalBytes ?? 0))
      .slice(0, 4)
      .filter((item) => typeof item.url === 'string')
      .map((item) => (item.wastedBytes ? `${shortUrl(item.url)} ${(item.wastedBytes / 1024).toFixed(1)} KB` : shortUrl(item.url)));
    return { title: found.title, displayValue: found.displayValue, metricSavings: found.metricSavings, items };
  });
  const lcpDetails = audit('largest-contentful-paint-element')?.details?.items ?? [];
  const shifts = audit('layout-shifts')?.details?.items ?? [];
  return {
    opportunities,
    lcpElement: describeNode(lcpDetails[0]?.items?.[0]?.node),
    layoutShifts: shifts.slice(0, 3).map((shift) => ({ element: describeNode(shift.node) ?? 'an element', score: shift.score })),
    lcpPhases: lcpDetails[1]?.items?.map(({ phase, timing }) => ({ phase, timing })),
    bootupMs: numeric(lhr, 'bootup-time'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    domSize: numeric(lhr, 'dom-size'),
  };
}

/**
 * One Lighthouse run of one page in a fresh Chromium: its report (lhr), or with `artifacts` the
 * whole result, trace included. `flags` adds to Lighthouse's (additionalTraceCategories, ...).
 */
export async function runLighthouse(url, config, { flags = {}, artifacts = false } = {}) {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], ...flags }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return artifacts ? result : result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * The machine's benchmark index before the timed runs (issue 38). Lighthouse measures it in every
 * run (lhr.environment.benchmarkIndex: its own page function, in the fresh Chromium before it
 * loads the page; simulated throttling slows nothing while it gathers), so: `runs` Lighthouse
 * runs (mobile, its defaults) of `url`, not counted, and their median. They warm the sandbox too.
 */
export async function calibrate(url, { runs, log = console.error }) {
  const readings = [];
  for (let run = 1; run <= runs; run++) {
    const lhr = await runLighthouse(url);
    const index = lhr.environment?.benchmarkIndex;
    if (!Number.isFinite(index) || index <= 0) throw new Error(`Lighthouse measured no benchmark index in calibration run ${run}: ${index}`);
    readings.push(index);
    log(`lighthouse calibration ${run}/${runs} ${new URL(url).pathname}: benchmark index ${Math.round(index)}`);
  }
  return { benchmarkIndex: median(readings), readings };
}

/**
 * `calibrationRuns`: how many uncounted Lighthouse runs of the first page read the benchmark index
 * that sets the mobile runs' CPU slowdown (bench/cpu-slowdown.mjs); desktop runs at 1x.
 */
export async function lighthouseBenchmark({ runs, calibrationRuns = 3, pages = PAGES, log = console.error }) {
  for (const file of ['eb-widgets.js', 'eb-widgets.classic.js', 'eb-widgets.iife.js'])
    if (!existsSync(path.join(ROOT, 'dist', file))) throw new Error('Build first: npm run build');
  if (!chromiumPath()) throw new Error("No Chromium: set CHROMIUM_PATH or install Debian's chromium");
  // The sandbox on a free port with a database of its own, seeded afresh (as e2e runs it).
  const loadBefore = loadavg()[0];
  const folder = mkdtempSync(path.join(tmpdir(), 'eb-widgets-lighthouse-'));
  const { server, url } = await startSandbox({ port: 0, database: path.join(folder, 'sandbox.db'), reset: true });
  const gzipped = new Map();
  const gzipOf = (scriptUrl) => {
    if (!gzipped.has(scriptUrl))
      gzipped.set(
        scriptUrl,
        fetch(scriptUrl).then(async (response) => gzipSize(Buffer.from(await response.arrayBuffer()))),
      );
    return gzipped.get(scriptUrl);
  };
  const lhrs = new Map(pages.flatMap((page) => Object.keys(FORM_FACTORS).map((formFactor) => [`${page.path} ${formFactor}`, []])));
  const figures = new Map([...lhrs.keys()].map((key) => [key, []]));
  let calibration;
  const slowdown = {};
  try {
    calibration = { page: pages[0].path, ...(await calibrate(`${url}${pages[0].path}`, { runs: calibrationRuns, log })) };
    for (const formFactor of Object.keys(FORM_FACTORS)) slowdown[formFactor] = cpuSlowdownFor(calibration.benchmarkIndex, formFactor);
    log(`lighthouse: benchmark index ${Math.round(calibration.benchmarkIndex)}, CPU slowdown ${slowdown.mobile}x mobile, ${slowdown.desktop}x desktop`);
    // Pages and form factors interleaved, so a slow spell of the shared machine spreads over all.
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        for (const [formFactor, config] of Object.entries(FORM_FACTORS)) {
          const started = Date.now();
          const lhr = await runLighthouse(`${url}${page.path}`, config, { flags: { throttling: { cpuSlowdownMultiplier: slowdown[formFactor] } } });
          const key = `${page.path} ${formFactor}`;
          lhrs.get(key).push(lhr);
          figures.get(key).push(await figuresOf(lhr, gzipOf));
          const last = figures.get(key).at(-1);
          log(
            `lighthouse ${run}/${runs} ${key}: performance ${last.score}, LCP ${Math.round(last.lcp)} ms, TBT ${Math.round(last.tbt)} ms${lhr.runtimeError ? `, ${lhr.runtimeError.code}` : ''} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  }
  const loadAverage = { start: loadBefore, end: loadavg()[0], cores: cpus().length };
  const all = [...lhrs.values()].flat();
  const byFormFactor = (formFactor) => [...lhrs].filter(([key]) => key.endsWith(formFactor)).flatMap(([, list]) => list);
  const chromium = /Chrome\/([\d.]+)/.exec(all[0].environment.hostUserAgent)?.[1] ?? 'unknown';
  const indexes = (formFactor) =>
    byFormFactor(formFactor)
      .map((lhr) => lhr.environment.benchmarkIndex)
      .filter(Number.isFinite);
  // The multipliers the runs were scored at, as Lighthouse reports its settings: one a form factor.
  const usedSlowdown = (formFactor) => [...new Set(byFormFactor(formFactor).map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier))];
  const warnings = [...new Set(all.flatMap((lhr) => [...lhr.runWarnings, ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])]))];
  return {
    runs,
    lighthouseVersion: all[0].lighthouseVersion,
    chromium,
    calibration,
    cpuSlowdown: Object.fromEntries(Object.keys(FORM_FACTORS).map((formFactor) => [formFactor, usedSlowdown(formFactor)])),
    benchmarkIndex: Object.fromEntries(Object.keys(FORM_FACTORS).map((formFactor) => [formFactor, median(indexes(formFactor))])),
    benchmarkIndexRange: Object.fromEntries(Object.keys(FORM_FACTORS).map((formFactor) => [formFactor, [Math.min(...indexes(formFactor)), Math.max(...indexes(formFactor))]])),
    warnings,
    loadAverage,
    pages: pages.map((page) => ({
      ...page,
      mobile: summarize(figures.get(`${page.path} mobile`)),
      desktop: summarize(figures.get(`${page.path} desktop`)),
      findings: findingsOf(medianRun(lhrs.get(`${page.path} mobile`))),
    })),
  };
}

/**
 * Two builds compared in one session (issue 16): each page loaded by Lighthouse (mobile) `runs`
 * times per build, alternating the builds run by run, each build served by a sandbox of its own.
 * A slow spell of the shared machine then falls on both. Returns each page's runs and medians.
 */
export async function lighthousePairs({ dists, runs, pages = PAGES.map(({ path: pagePath }) => pagePath), log = console.error }) {
  if (!chromiumPath()) throw new Error("No Chromium: set CHROMIUM_PATH or install Debian's chromium");
  const folder = mkdtempSync(path.join(tmpdir(), 'eb-widgets-lighthouse-pairs-'));
  const sandboxes = {};
  try {
    for (const [name, dist] of Object.entries(dists)) {
      if (!existsSync(path.join(dist, 'eb-widgets.js'))) throw new Error(`${dist} is no built dist/`);
      sandboxes[name] = await startSandbox({ port: 0, database: path.join(folder, `${name}.db`), reset: true, dist });
    }
    const names = Object.keys(dists);
    const results = Object.fromEntries(pages.map((page) => [page, Object.fromEntries(names.map((name) => [name, []]))]));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        // Which build goes first alternates too.
        for (const name of run % 2 ? names : [...names].reverse()) {
          const lhr = await runLighthouse(`${sandboxes[name].url}${page}`);
          const figures = { score: lhr.categories.performance.score, lcp: numeric(lhr, 'largest-contentful-paint'), tbt: numeric(lhr, 'total-blocking-time') };
          results[page][name].push(figures);
          log(`pair ${run}/${runs} ${page} ${name}: performance ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`);
        }
      }
    }
    return Object.entries(results).map(([page, byName]) => ({
      page,
      builds: Object.fromEntries(
        Object.entries(byName).map(([name, list]) => [name, { runs: list, lcp: median(list.map(({ lcp }) => lcp)), tbt: median(list.map(({ tbt }) => tbt)) }]),
      ),
    }));
  } finally {
    await Promise.all(Object.values(sandboxes).map(({ server }) => new Promise((resolve) => server.close(resolve))));
    rmSync(folder, { recursive: true, force: true });
  }
}
