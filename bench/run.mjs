// `npm run bench`: the many-cards benchmark of issue 6, the search benchmark of issue 12
// (bench/search.mjs), the Lighthouse benchmark of issue 16 (bench/lighthouse.mjs), then the render
// service under load (bench/render-service.mjs), the Next.js app's page with its header and footer drawn on
// the server or in the browser (bench/react-frameworks.mjs); BENCH=cards, search, lighthouse, render or react runs one. Many cards: 200 <eb-event-card> elements (the built
// dist/, each its own custom element) against the floor: one React root rendering the same 200
// card components. Both in Debian's Chromium, code loaded before the clock starts, so only
// creating and painting the cards is timed. Runs alternate and the medians are compared. The
// headline (issue 38): a page of cards' first screen against the floor, with the tasks past 50 ms;
// bench/cards-report.mjs writes the section.
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { ROOT } from '../scripts/build-support.mjs';
import { bundle } from './bundle.mjs';
import { CARDS, cardsReport, layoutResult, renderingSummary, tasksPast50 } from './cards-report.mjs';
import { seedData } from '../demo/server/seed/data.mjs';
import { eventForDisplay } from '../demo/server/events.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** The floor bundle, built from the same sources as the library. */
const buildFloor = () => bundle('bench/floor-entry.tsx', 'floor.js');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/dist/eb-widgets.js"></script>
<script type="module" src="/bench/.out/floor.js"></script></head><body><div id="stage"></div></body></html>`;

function serve() {
  const types = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://bench');
    if (pathname === '/') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
    const file = path.join(ROOT, path.normalize(pathname));
    if (!file.startsWith(ROOT) || !existsSync(file) || !/^\/(dist|bench\/\.out)\//.test(pathname)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * How the 200 cards are laid out. 'reach': 20 columns in a window 1200 px high, every card within
 * a viewport of the visible area, so every element renders at once, as the floor does: the cost
 * of rendering 200 cards. 'page': the partner page's grid in a window 900 px high, where the
 * elements below the fold wait until they come near (the floor renders all 200 all the same):
 * what a page of 200 cards costs until its first screen is drawn.
 */
const LAYOUTS = {
  reach: { viewport: { width: 1280, height: 1200 }, css: 'display:grid;grid-template-columns:repeat(20,minmax(0,1fr))' },
  page: { viewport: { width: 1280, height: 900 }, css: 'display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:16px;max-width:1080px' },
};

/**
 * In the page: render the cards one way, return ms until they are rendered and painted: every
 * card, or for the elements in the 'page' layout the cards within a viewport of the visible area.
 * In the 'page' layout also `firstScreen`, ms until the cards within the window are painted (the
 * floor's 200 come in one commit: all of them), and the long tasks of the timed part.
 */
async function measure(page, mode, events, layout = 'reach') {
  await page.setViewportSize(LAYOUTS[layout].viewport);
  const { tasks, ...result } = await page.evaluate(
    async ({ mode, events, layout, css }) => {
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      const settle = async () => {
        // Elements unmount a task after removal; then collect garbage twice.
        await wait(100);
        globalThis.gc();
        await wait(50);
        globalThis.gc();
      };
      /** Elements in the stage, counting those inside shadow roots. */
      const countNodes = (root) => {
        let count = 0;
        for (const element of root.querySelectorAll('*')) {
          count += 1;
          if (element.shadowRoot) count += countNodes(element.shadowRoot);
        }
        return count;
      };
      const stage = document.getElementById('stage');
      window.unmountFloor?.();
      window.unmountFloor = undefined;
      stage.replaceChildren();
      window.scrollTo(0, 0);
      stage.style.cssText = mode === 'elements' ? css : '';
      await settle();
      // Issue 16, 'no task runs past 50 ms': the long tasks from creating the cards to painted.
      const longTasks = [];
      const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
      observer.observe({ type: 'longtask' });
      // The clock starts in a task of its own: the task that starts it counts whole when it is
      // long, so settle's garbage collection must not be in it.
      await wait(0);
      const heapBefore = performance.memory.usedJSHeapSize;
      const start = performance.now();
      const inWindow = (rect) => rect.top < window.innerHeight && rect.bottom > 0 && rect.left < window.innerWidth && rect.right > 0;
      let isDone;
      // The cards of the first screen drawn: the elements' within the window, the floor's all.
      let isFirstScreenDone;
      let firstScreenCards;
      if (mode === 'elements') {
        for (const event of events) {
          const card = document.createElement('eb-event-card');
          card.event = event;
          stage.append(card);
        }
        const cards = [...stage.children];
        const rects = layout === 'reach' ? [] : cards.map((card) => card.getBoundingClientRect());
        const due = layout === 'reach' ? cards : cards.filter((card, index) => rects[index].top < window.innerHeight * 1.9);
        const isDrawn = (card) => card.shadowRoot?.querySelector('.eb-event-card');
        isDone = () => due.every(isDrawn);
        if (layout === 'page') {
          const onScreen = cards.filter((card, index) => inWindow(rects[index]));
          // No reserved space would make an empty first screen, drawn at once: refuse it.
          if (!onScreen.length) throw new Error('No card within the window when created: no first screen to time');
          firstScreenCards = onScreen.length;
          isFirstScreenDone = () => onScreen.every(isDrawn);
        }
      } else if (mode === 'portals') {
        const container = document.createElement('div');
        stage.append(container);
        window.unmountFloor = window.renderFloorPortals(events, container, css);
        isDone = () => [...container.children].every((host) => host.shadowRoot.querySelector('.eb-event-card'));
      } else {
        const container = document.createElement('div');
        stage.append(container);
        window.unmountFloor = window.renderFloor(events, container, css);
        isDone = () => container.shadowRoot.querySelectorAll('.eb-event-card').length === events.length;
        if (layout === 'page') isFirstScreenDone = isDone;
      }
      // Rendered: checked every frame. Painted: the frame after that has been presented. The first
      // screen the same way; its timer is set first, so it is read before the promise resolves.
      let firstScreen;
      await new Promise((resolve) => {
        const check = () => {
          if (isFirstScreenDone && firstScreen === undefined && isFirstScreenDone()) {
            firstScreen = null;
            requestAnimationFrame(() => setTimeout(() => (firstScreen = performance.now() - start), 0));
          }
          if (isDone()) requestAnimationFrame(() => setTimeout(resolve, 0));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      const elapsed = performance.now() - start;
      const drawn = mode === 'elements' ? [...stage.children].filter((card) => card.shadowRoot?.querySelector('.eb-event-card')).length : events.length;
      if (isFirstScreenDone && mode !== 'elements') {
        firstScreenCards = [...stage.querySelector('div').shadowRoot.querySelectorAll('.eb-event-card')].filter((card) => inWindow(card.getBoundingClientRect())).length;
      }
      await settle();
      // Long-task entries arrive after the task that made them: by now they have.
      observer.disconnect();
      const tasks = longTasks.map((task) => ({ start: task.startTime - start, duration: task.duration }));
      return { elapsed, firstScreen: firstScreen ?? undefined, firstScreenCards, heap: performance.memory.usedJSHeapSize - heapBefore, nodes: countNodes(stage), drawn, tasks };
    },
    { mode, events, layout, css: LAYOUTS[layout].css },
  );
  return { ...result, past50: tasksPast50(tasks, result.elapsed) };
}

/**
 * The browser's own work in one measured run, from a Chromium trace: milliseconds of style and
 * layout, of paint (pre-paint, paint, layerize), and how many times it laid the page out. Less
 * noisy than the time to painted on a shared machine: another process's load stretches waits
 * and JavaScript, but these count only the rendering the page asked for.
 */
async function traced(browser, page, mode, events) {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await measure(page, mode, events, 'reach');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const ms = (names) => traceEvents.filter((event) => event.ph === 'X' && names.includes(event.name)).reduce((sum, event) => sum + event.dur / 1000, 0);
  return {
    layout: ms(['UpdateLayoutTree', 'Layout']),
    paint: ms(['PrePaint', 'Paint', 'Layerize']),
    layouts: traceEvents.filter((event) => event.ph === 'X' && event.name === 'Layout').length,
  };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'dist', 'elements', 'eb-event-card.js'))) throw new Error('Build first: npm run build');
  await buildFloor();
  const origin = 'http://127.0.0.1';
  const events = seedData()
    .events.slice(0, CARDS)
    .map((event) => eventForDisplay(event, { origin }));
  while (events.length < CARDS) events.push({ ...events[events.length % 143], id: String(900000000000 + events.length) });
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  // Within reach, also the floor with a shadow root and a portal per card: what the elements'
  // design costs by itself, apart from the custom elements and their batches.
  const modesOf = (layout) => (layout === 'reach' ? ['elements', 'floor', 'portals'] : ['elements', 'floor']);
  const results = Object.fromEntries(Object.keys(LAYOUTS).map((layout) => [layout, Object.fromEntries(modesOf(layout).map((mode) => [mode, []]))]));
  const rendering = { elements: [], floor: [] };
  try {
    const page = await browser.newPage({ viewport: LAYOUTS.page.viewport });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.evaluate(async () => {
      await window.EBWidgets.load('eb-event-card');
      await customElements.whenDefined('eb-event-card');
      while (!window.renderFloor) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // A warm-up of each, not counted.
    for (const mode of modesOf('reach')) await measure(page, mode, events);
    for (let run = 0; run < RUNS; run++) {
      for (const layout of Object.keys(LAYOUTS)) {
        const order = run % 2 ? [...modesOf(layout)].reverse() : modesOf(layout);
        for (const mode of order) results[layout][mode].push(await measure(page, mode, events, layout));
      }
    }
    for (let run = 0; run < 3; run++) {
      for (const mode of run % 2 ? ['floor', 'elements'] : ['elements', 'floor']) rendering[mode].push(await traced(browser, page, mode, events));
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    ...Object.fromEntries(Object.entries(results).map(([layout, modes]) => [layout, layoutResult(modes)])),
    rendering: { elements: renderingSummary(rendering.elements), floor: renderingSummary(rendering.floor) },
  };
}

// BENCH=cards, BENCH=search, BENCH=lighthouse, BENCH=render or BENCH=react runs one of them.
const BENCHMARKS = ['cards', 'search', 'lighthouse', 'render', 'react'];
const only = process.env.BENCH;
if (only && !BENCHMARKS.includes(only)) throw new Error(`BENCH is one of ${BENCHMARKS.join(', ')}, not ${only}`);
// `npm run bench -- --compare <ref> [--trace]`: only the comparison of two builds (bench/compare.mjs).
const compareAt = process.argv.indexOf('--compare');
const compareRef = compareAt === -1 ? undefined : process.argv[compareAt + 1];
if (compareAt !== -1 && (!compareRef || compareRef.startsWith('--'))) throw new Error('--compare needs a commit: npm run bench -- --compare <ref>');
// `--to <ref2>` measures the build of another commit in the working tree's place (an old comparison again).
const toAt = process.argv.indexOf('--to');
const compareTo = toAt === -1 ? undefined : process.argv[toAt + 1];
const selected = (name) => !compareRef && (!only || only === name);
const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`;
const reports = [];
if (compareRef) {
  const { compareBuilds, INP_REPEATS, TBT_REPEATS } = await import('./compare.mjs');
  const { compareSummary } = await import('./compare-report.mjs');
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const trace = process.argv.includes('--trace');
  const cpu = cpus()[0]?.model.trim();
  const command = `npm run bench -- --compare ${compareRef}${compareTo ? ` --to ${compareTo}` : ''}${trace ? ' --trace' : ''}`;
  const result = await compareBuilds({ ref: compareRef, to: compareTo, runs, trace });
  // The raw figures, to write the section again (compareSummary) without measuring again.
  writeFileSync(path.join(ROOT, '.cache', 'compare', 'last-result.json'), JSON.stringify(result, null, 2));
  reports.push(compareSummary(result, { ref: compareRef, date, machine: cpu ? `${machine}, ${cpu}` : machine, runs, command, repeats: { tbt: TBT_REPEATS, inp: INP_REPEATS } }));
}
if (selected('cards')) reports.push(cardsReport(await main(), { date, machine, runs: RUNS }));
if (selected('search')) {
  const { searchBenchmark, searchReport } = await import('./search.mjs');
  reports.push(searchReport(await searchBenchmark({ runs: Number(process.env.BENCH_RUNS ?? 5) }), { date, machine }));
}
if (selected('lighthouse')) {
  const { lighthouseBenchmark } = await import('./lighthouse.mjs');
  const { lighthouseReport } = await import('./lighthouse-report.mjs');
  const cpu = cpus()[0]?.model.trim();
  reports.push(lighthouseReport(await lighthouseBenchmark({ runs: Number(process.env.BENCH_RUNS ?? 5) }), { date, machine: cpu ? `${machine}, ${cpu}` : machine }));
}
if (selected('render')) {
  const { renderServiceBenchmark, renderServiceReport } = await import('./render-service.mjs');
  reports.push(renderServiceReport(await renderServiceBenchmark(), { date, machine }));
}
if (selected('react')) {
  const { reactFrameworksBenchmark, reactFrameworksReport } = await import('./react-frameworks.mjs');
  const cpu = cpus()[0]?.model.trim();
  reports.push(reactFrameworksReport(await reactFrameworksBenchmark({ runs: Number(process.env.BENCH_RUNS ?? 5) }), { date, machine: cpu ? `${machine}, ${cpu}` : machine }));
}
for (const report of reports) console.log(report);
if (process.argv.includes('--write')) {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nFigures written by `npm run bench`; newest first.\n';
  const [head, ...rest] = previous.split('\n## ');
  writeFileSync(file, `${head.trimEnd()}\n\n${reports.join('\n')}${rest.length ? `\n## ${rest.join('\n## ')}` : ''}`);
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}
