// `npm run bench -- --compare <ref>` (issue 48): the working tree's build against the build of
// another commit, alternated in one run on one machine, for a change that touches CSS or
// rendering. Machines differ by 2x and are noisy: only figures taken side by side say whether a
// change made the product slower. The ref is built once from `git archive` (kept under
// .cache/compare/, with the ref's own dependencies when its lockfile
// differs); both builds are served by this tree's sandbox (its pages, its seeded data), so only
// the library differs. In Debian's Chromium, each load in a fresh context:
// - TBT: the legacy page (header and footer through the classic loader) and the partner page (6
//   cards through the module loader), Lighthouse mobile (its simulated 4x CPU and slow 4G), the
//   median of TBT_REPEATS loads a round;
// - first screen (4x CPU): /many-cards/ (200 cards), ms from navigation until every card within
//   the window is drawn and painted;
// - INP (4x CPU during the interaction): the seven main interactions (INTERACTIONS), each the
//   longest event-timing duration of the one interaction, the median of INP_REPEATS a round;
// - bytes per page: the library's files each page loads, gzip -9, from the build's dist/.
// Then, with --trace, Chromium traces of the legacy page's load and a category click, the main
// thread's time split into scripting, style, layout, paint and other (bench/compare-report.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { startSandbox } from '../demo/server/index.mjs';
import { ROOT, gzipSize } from '../scripts/build-support.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { splitMainThread } from './compare-report.mjs';
import { median } from './lighthouse-report.mjs';

const CPU_SLOWDOWN = 4;
/**
 * Each interaction is timed this many times a round, in fresh pages, and the round takes their
 * median: one timing of a 25 ms interaction (100 ms at 4x) on a shared 2-core machine varies by 2x.
 */
export const INP_REPEATS = Number(process.env.BENCH_INP_REPEATS ?? 3);
/**
 * Each page's TBT is taken this many times a round, and the round takes their median: one
 * Lighthouse load's TBT here spreads from 3 to 722 ms, as a long task falls in its window or not.
 */
export const TBT_REPEATS = Number(process.env.BENCH_TBT_REPEATS ?? 3);
const CACHE = path.join(ROOT, '.cache', 'compare');

/** The pages whose load is timed, and the pages whose bytes are counted. */
export const LOADS = [
  { name: 'legacy page', path: '/legacy/' },
  { name: 'partner page', path: '/partner/' },
];
export const BYTE_PAGES = ['/legacy/', '/partner/', '/many-cards/', '/apps/', '/apps/ticketcraft-scanner/', '/reviews/'];

const marketplace = (page) => page.locator('eb-app-marketplace');
const header = (page) => page.locator('eb-header');
/** The histogram's bar of 1-star reviews ('1 star, 3 reviews'; before issue 37 '1 star 3'). */
const oneStarBar = (page) => marketplace(page).getByRole('button', { name: /^1 star\b/ });
/** In the category filter of the popular page (the home page's three categories vary). */
const categoryLink = (page) => marketplace(page).getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'CRM', exact: true });

/**
 * The seven main interactions: a person's first click (or key) on each surface, each with what
 * it shows when done. `ready` is awaited before the throttled interaction; `act` is the input.
 */
export const INTERACTIONS = [
  {
    name: "opening the header's search",
    path: '/legacy/',
    ready: (page) =>
      header(page)
        .getByRole('button', { name: /^Search events/ })
        .waitFor(),
    act: (page) =>
      header(page)
        .getByRole('button', { name: /^Search events/ })
        .click(),
    done: (page) => header(page).getByRole('dialog').waitFor(),
  },
  {
    name: "opening a card's share dialog",
    path: '/partner/',
    ready: (page) =>
      page
        .locator('eb-event-card')
        .first()
        .getByRole('button', { name: /^Share / })
        .waitFor(),
    act: (page) =>
      page
        .locator('eb-event-card')
        .first()
        .getByRole('button', { name: /^Share / })
        .click(),
    done: (page) => page.locator('eb-event-card').first().getByRole('dialog').waitFor(),
  },
  {
    name: 'typing in the marketplace search',
    path: '/apps/',
    ready: (page) => marketplace(page).getByRole('searchbox', { name: 'Search apps' }).click(),
    act: (page) => page.keyboard.press('c'),
    done: (page) => page.waitForFunction(() => document.querySelector('eb-app-marketplace').shadowRoot.querySelector('input[type="search"]')?.value === 'c'),
  },
  {
    name: 'opening a marketplace category',
    path: '/apps/popular/',
    ready: (page) => categoryLink(page).waitFor(),
    act: (page) => categoryLink(page).click(),
    done: (page) => marketplace(page).getByRole('heading', { level: 1, name: 'CRM' }).waitFor(),
  },
  {
    name: "opening an app's page",
    path: '/apps/',
    ready: (page) =>
      marketplace(page)
        .getByRole('link', { name: /^Mailbloom/ })
        .first()
        .waitFor(),
    act: (page) =>
      marketplace(page)
        .getByRole('link', { name: /^Mailbloom/ })
        .first()
        .click(),
    done: (page) => marketplace(page).getByRole('heading', { level: 1, name: 'Mailbloom' }).waitFor(),
  },
  {
    name: 'filtering reviews by a histogram bar',
    path: '/apps/ticketcraft-scanner/',
    ready: (page) => oneStarBar(page).waitFor(),
    act: (page) => oneStarBar(page).click(),
    done: (page) => marketplace(page).locator('[aria-pressed="true"]').first().waitFor(),
  },
  {
    name: 'loading more reviews',
    path: '/apps/ticketcraft-scanner/',
    ready: (page) => marketplace(page).getByRole('button', { name: 'Load more reviews' }).waitFor(),
    act: (page) => marketplace(page).getByRole('button', { name: 'Load more reviews' }).click(),
    done: (page) => marketplace(page).locator('.eb-review').nth(3).waitFor(),
  },
];

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The ref's dist/, built once: its sources from git, its own dependencies where they differ. */
export function buildRef(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = path.join(CACHE, commit);
  const dist = path.join(dir, 'dist');
  if (existsSync(path.join(dist, 'eb-widgets.js')) && existsSync(path.join(dir, '.built'))) return { commit, dist };
  // An interrupted build starts again from the sources; dependencies already installed stay.
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
  const lockfile = (root) => readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  const run = (command, args) => {
    const { status } = spawnSync(command, args, { cwd: dir, stdio: 'inherit' });
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${dir}`);
  };
  if (!existsSync(path.join(dir, 'node_modules'))) {
    if (lockfile(dir) === lockfile(ROOT)) symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    // Only the build runs there: no install script is needed (better-sqlite3's compiles).
    else run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
  }
  run('npm', ['run', 'build']);
  execFileSync('touch', [path.join(dir, '.built')]);
  return { commit, dist };
}

/** Recorded in every page from its first script: long tasks, and interactions' event timings. */
function recordTiming() {
  const timing = (window.__ebBench = { tasks: [], events: [] });
  new PerformanceObserver((list) => timing.tasks.push(...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration })))).observe({
    type: 'longtask',
    buffered: true,
  });
  new PerformanceObserver((list) => {
    for (const { startTime, duration, interactionId } of list.getEntries()) if (interactionId) timing.events.push({ startTime, duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** `use(page, throttle)` in a fresh context (no cache, no cookies), closed after. */
async function inFreshPage(browser, origin, use) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(recordTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return await use(page, (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }));
  } finally {
    await context.close();
  }
}

/** Until no long task has ended for a second and no request has been pending for half of one (20 s at most). */
async function quiet(page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForFunction(
    () => {
      const { tasks } = window.__ebBench;
      const lastEnd = tasks.reduce((end, task) => Math.max(end, task.startTime + task.duration), 0);
      return performance.now() - lastEnd > 1000;
    },
    undefined,
    { timeout: 20_000, polling: 100 },
  );
}

/** TBT as the figures and BENCHMARKS.md's Lighthouse section count it: Lighthouse mobile, its simulated 4x CPU. */
async function lighthouseBlocking(url) {
  const lhr = await runLighthouse(url);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code}`);
  return lhr.audits['total-blocking-time'].numericValue;
}

/** The library's files a page loads (its paths under /dist/). */
function libraryFiles(browser, origin, pagePath) {
  return inFreshPage(browser, origin, async (page) => {
    const files = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/dist/')) files.add(pathname.slice('/dist/'.length));
    });
    await page.goto(pagePath);
    await quiet(page);
    return files;
  });
}

/** /many-cards/ at 4x: ms from navigation until the cards within the window are drawn and painted. */
function firstScreen(browser, origin) {
  return inFreshPage(browser, origin, async (page, throttle) => {
    await throttle(CPU_SLOWDOWN);
    await page.goto('/many-cards/', { waitUntil: 'commit' });
    return page.evaluate(
      () =>
        new Promise((resolve) => {
          const inWindow = (rect) => rect.top < window.innerHeight && rect.bottom > 0 && rect.left < window.innerWidth && rect.right > 0;
          const check = () => {
            const cards = document.readyState === 'loading' ? [] : [...document.querySelectorAll('eb-event-card')].filter((card) => inWindow(card.getBoundingClientRect()));
            if (cards.length && cards.every((card) => card.shadowRoot?.querySelector('.eb-event-card'))) {
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
  });
}

/** Until the frame after the interaction's has been presented: event timings are reported after the next paint. */
const afterNextPaint = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));

/**
 * The interaction's page, loaded and quiet unthrottled; then, the CPU at 4x, `measure(page,
 * interact)`, where `interact` gives the input and waits until its outcome is painted.
 */
function aroundInteraction(browser, origin, interaction, measure) {
  return inFreshPage(browser, origin, async (page, throttle) => {
    await page.goto(interaction.path);
    await interaction.ready(page);
    await quiet(page);
    await throttle(CPU_SLOWDOWN);
    return measure(page, async () => {
      await interaction.act(page);
      await interaction.done(page);
      await afterNextPaint(page);
    });
  });
}

/** One interaction's INP at 4x: its longest event timing. */
export function interactionDelay(browser, origin, interaction) {
  return aroundInteraction(browser, origin, interaction, async (page, interact) => {
    const since = await page.evaluate(() => performance.now());
    await interact();
    const durations = await page.evaluate((since) => window.__ebBench.events.filter((entry) => entry.startTime >= since).map((entry) => entry.duration), since);
    // None past 16 ms: the event-timing API reports none shorter.
    return durations.length ? Math.max(...durations) : 16;
  });
}

/** Chromium's trace of `during`, the renderer's main thread split by kind of work. */
async function traced(browser, page, during) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', '__metadata'] });
  await during();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  return splitMainThread(traceEvents);
}

/** The traced moments: the legacy page's load at 4x, and a category click. */
async function traces(browser, origin) {
  const legacyLoad = await inFreshPage(browser, origin, async (page, throttle) => {
    await throttle(CPU_SLOWDOWN);
    return traced(browser, page, async () => {
      await page.goto('/legacy/');
      await quiet(page);
    });
  });
  const category = INTERACTIONS.find((interaction) => interaction.name === 'opening a marketplace category');
  const categoryClick = await aroundInteraction(browser, origin, category, (page, interact) => traced(browser, page, interact));
  return { legacyLoad, categoryClick };
}

/** Everything measured of one build in one round; the bytes in the first round only (they do not vary). */
async function round(browser, origin, bytesOf, withBytes) {
  const result = { tbt: {}, inp: {}, bytes: {} };
  for (const { name, path: pagePath } of LOADS) {
    const blocking = [];
    for (let repeat = 0; repeat < TBT_REPEATS; repeat++) blocking.push(await lighthouseBlocking(`${origin}${pagePath}`));
    result.tbt[name] = median(blocking);
  }
  if (withBytes) for (const pagePath of BYTE_PAGES) result.bytes[pagePath] = bytesOf(await libraryFiles(browser, origin, pagePath));
  result.firstScreen = await firstScreen(browser, origin);
  for (const interaction of INTERACTIONS) {
    const delays = [];
    for (let repeat = 0; repeat < INP_REPEATS; repeat++) delays.push(await interactionDelay(browser, origin, interaction));
    result.inp[interaction.name] = median(delays);
  }
  return result;
}

/**
 * Runs the comparison of the working tree's dist/ (or the build of commit `to`) against the build
 * of `ref`: `runs` rounds, each measuring both builds, in alternating order; with `trace`, then
 * `traceRuns` traces of each build, alternating. Returns the raw figures.
 */
export async function compareBuilds({ ref, to, runs = 5, trace = false, traceRuns = 3, log = console.log }) {
  if (!to && !existsSync(path.join(ROOT, 'dist', 'eb-widgets.js'))) throw new Error('Build first: npm run build');
  const refBuild = buildRef(ref);
  const toBuild = to ? buildRef(to) : undefined;
  const databases = mkdtempSync(path.join(tmpdir(), 'eb-compare-'));
  const builds = [
    { name: 'ref', label: `${ref} (${refBuild.commit.slice(0, 7)})`, dist: refBuild.dist },
    toBuild ? { name: 'tree', label: `${to} (${toBuild.commit.slice(0, 7)})`, dist: toBuild.dist } : { name: 'tree', label: 'working tree', dist: path.join(ROOT, 'dist') },
  ];
  for (const build of builds) {
    build.sandbox = await startSandbox({ port: 0, database: path.join(databases, `${build.name}.db`), reset: true, dist: build.dist });
    build.bytesOf = (files) => [...files].reduce((sum, file) => sum + gzipSize(readFileSync(path.join(build.dist, file))), 0);
    build.rounds = [];
    build.traces = [];
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // A warm-up of each, not counted: the sandbox's first answers and the disk's caches.
    for (const build of builds) await round(browser, build.sandbox.url, build.bytesOf, false);
    for (let run = 0; run < runs; run++) {
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        build.rounds.push(await round(browser, build.sandbox.url, build.bytesOf, run === 0));
        log(`round ${run + 1}/${runs}: ${build.label} measured`);
      }
    }
    if (trace) {
      for (let run = 0; run < traceRuns; run++) {
        for (const build of run % 2 ? [...builds].reverse() : builds) build.traces.push(await traces(browser, build.sandbox.url));
        log(`trace ${run + 1}/${traceRuns} taken`);
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) build.sandbox.server.close();
    rmSync(databases, { recursive: true, force: true });
  }
  return Object.fromEntries(builds.map(({ name, label, rounds, traces }) => [name, { label, rounds, traces }]));
}
