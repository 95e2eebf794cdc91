// The pure half of the many-cards benchmark (bench/run.mjs): the long tasks of a run, the medians
// and ratios of the runs and the BENCHMARKS.md section. Plain data in, text out, no browser, so
// bench/cards-report.test.mjs can check it cheaply.

export const CARDS = 200;

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The durations (ms, rounded) of the long tasks, each { start, duration } in ms from the clock's
 * start, that overlap the timed part, 0 to `elapsed`: a task that began before the clock started
 * counts too, as the one that creates the cards does (it reads the clock once it is running).
 */
export function tasksPast50(tasks, elapsed) {
  return tasks.filter((task) => task.duration > 50 && task.start < elapsed && task.start + task.duration > 0).map((task) => Math.round(task.duration));
}

/** Medians of one mode's runs in one layout. */
export function summary(runs) {
  const firstScreens = runs.map((result) => result.firstScreen).filter(Number.isFinite);
  return {
    ms: median(runs.map((result) => result.elapsed)),
    heapPerCard: median(runs.map((result) => result.heap)) / CARDS,
    past50: median(runs.map((result) => result.past50.length)),
    longest: Math.max(0, ...runs.flatMap((result) => result.past50)),
    nodesPerCard: median(runs.map((result) => result.nodes)) / CARDS,
    drawn: median(runs.map((result) => result.drawn)),
    ...(firstScreens.length && {
      firstScreenMs: median(firstScreens),
      firstScreenCards: median(runs.map((result) => result.firstScreenCards)),
    }),
    runs: runs.map((result) => result.elapsed.toFixed(1)),
  };
}

/** The medians of a layout's modes and their ratios to the floor, run by run and of the medians. */
export function layoutResult({ elements, floor, portals }) {
  const summaries = { elements: summary(elements), floor: summary(floor), ...(portals && { portals: summary(portals) }) };
  const ratios = (key) => median(elements.map((result, index) => result[key] / floor[index][key]));
  return {
    ...summaries,
    ratio: summaries.elements.ms / summaries.floor.ms,
    medianPairRatio: ratios('elapsed'),
    ...(summaries.elements.firstScreenMs !== undefined && {
      firstScreenRatio: summaries.elements.firstScreenMs / summaries.floor.firstScreenMs,
      firstScreenPairRatio: ratios('firstScreen'),
    }),
    ...(portals && { portalsRatio: summaries.portals.ms / summaries.floor.ms }),
  };
}

export const renderingSummary = (runs) => ({
  layout: median(runs.map((run) => run.layout)),
  paint: median(runs.map((run) => run.paint)),
  layouts: median(runs.map((run) => run.layouts)),
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const tasks = (summary) => `${summary.past50} (${summary.longest ? `${summary.longest} ms` : '-'})`;

/**
 * The headline (issue 38): a page of cards, the first screen's cards painted against the floor's
 * 200, and the tasks past 50 ms while they are drawn.
 */
export function cardsHeadline(page) {
  const { elements, floor } = page;
  return `**A page of cards: its first screen in ${page.firstScreenRatio.toFixed(2)} of the floor's time, ${elements.past50} tasks past 50 ms.** The ${elements.firstScreenCards} cards within the window painted in ${elements.firstScreenMs.toFixed(1)} ms (median), the floor's 200 in ${floor.firstScreenMs.toFixed(1)} ms (median of per-run ratios ${page.firstScreenPairRatio.toFixed(2)}); tasks past 50 ms while the elements draw, median a run: ${elements.past50} (the longest in any run: ${elements.longest ? `${elements.longest} ms` : 'none'}); the floor's: ${tasks(floor)}.`;
}

/** The BENCHMARKS.md section. `result`: { reach, page (each from layoutResult), rendering: { elements, floor } }. */
export function cardsReport(result, { date, machine, runs }) {
  const row = (name, summary) =>
    `| ${name} | ${summary.firstScreenMs === undefined ? '-' : `${summary.firstScreenCards}: ${summary.firstScreenMs.toFixed(1)}`} | ${summary.drawn} | ${summary.ms.toFixed(1)} | ${tasks(summary)} | ${kb(summary.heapPerCard)} | ${summary.nodesPerCard.toFixed(1)} | ${summary.runs.join(', ')} |`;
  const { reach, page, rendering } = result;
  const renderingRow = (name, summary) => `| ${name} | ${summary.layout.toFixed(1)} | ${summary.paint.toFixed(1)} | ${summary.layouts} |`;
  return `## Many cards: 200 \`<eb-event-card>\` against one React root (issues 6 and 16)

Command: \`npm run bench\` (or \`BENCH=cards npm run bench\`; BENCH_RUNS=${runs}), ${date}, Debian Chromium, ${machine}, a shared and noisy machine: compare the ratios, measured in one run.

200 \`<eb-event-card>\` elements (the built \`dist/\`) against the floor, one React root rendering the same 200 card components, created together, from creating them to the frame after the last one due has rendered. **A page of cards**: the partner page's grid (\`minmax(280px, 1fr)\`, 1,080 px) in a window 900 px high: the elements render the cards within a viewport of the visible area and leave the rest for later; the floor renders all 200. Its **first screen** is the cards within the window (by their reserved space when created), timed to the frame after the last of them has rendered; the floor draws all 200 in one commit, so its first screen is its 200. **Tasks past 50 ms**: the page's long tasks (a \`longtask\` PerformanceObserver) that overlap the timed part, from creating the cards to the frame after the last one due. **Within reach**: 20 columns in a window 1,200 px high, so every card is within a viewport of the visible area and every element renders at once, as the floor does: what rendering 200 cards costs.

${cardsHeadline(page)}

| | first screen: cards, median ms to painted | cards drawn | median ms to painted | tasks past 50 ms: median a run (the longest in any run) | heap per card | DOM nodes per card | runs (ms) |
|---|---|---|---|---|---|---|---|
${row('a page of cards: 200 elements', page.elements)}
${row('a page of cards: floor, one root', page.floor)}
${row('within reach: 200 elements', reach.elements)}
${row('within reach: floor, one root', reach.floor)}
${row('within reach: floor, a shadow root and a portal per card', reach.portals)}

Within reach, all 200 rendered, ratio of medians: **${reach.ratio.toFixed(2)}** (median of per-run ratios ${reach.medianPairRatio.toFixed(2)}); the goal is at most 1.2 (issue 16). The floor with a shadow root and a portal per card, as the elements have them, but rendered in one go: ${reach.portalsRatio.toFixed(2)} times the floor. A page of cards, every card the elements draw at load (${page.elements.drawn}, within a viewport of the visible area) against the floor's 200: ${page.ratio.toFixed(2)} (per-run ${page.medianPairRatio.toFixed(2)}; the headline before issue 38).

The browser's rendering work within reach, from a Chromium trace of 3 more runs of each (medians): the style, layout and paint the page asked of the browser (not its JavaScript), where much of the elements' extra time goes.

| within reach | style and layout (ms) | paint, pre-paint and layerize (ms) | layouts |
|---|---|---|---|
${renderingRow('200 elements', rendering.elements)}
${renderingRow('floor, one root', rendering.floor)}
`;
}
