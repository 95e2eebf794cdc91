// The pure half of the build comparison (bench/compare.mjs): a trace's main-thread time by kind
// of work, and the figures of both builds turned into ratios with their spread and the
// BENCHMARKS.md section. Plain data in, text out, so bench/compare-report.test.mjs checks it cheaply.
import { median } from './lighthouse-report.mjs';

/**
 * The kinds of work DevTools' performance panel shows, by trace event name. An event of another
 * name is of its parent's kind (a V8 event inside a function call is scripting), or 'other' at
 * the top of a task (the task's own bookkeeping, HTML parsing).
 */
const KIND_OF = {
  scripting: [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'v8.produceModuleCache',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'FireIdleCallback',
    'RunMicrotasks',
    'V8.Execute',
    'v8.run',
    'MajorGC',
    'MinorGC',
    'V8.GCScavenger',
    'V8.GCCompactor',
    'XHRReadyStateChange',
    'XHRLoad',
  ],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit', 'PaintImage', 'Decode Image', 'UpdateLayer'],
};
const KINDS = ['scripting', 'style', 'layout', 'paint', 'other'];
/** Each kind of work and the total at 0 ms. */
const noTime = () => Object.fromEntries([...KINDS, 'total'].map((kind) => [kind, 0]));
const kindByName = new Map(Object.entries(KIND_OF).flatMap(([kind, names]) => names.map((name) => [name, kind])));

/**
 * The renderer main thread's self time by kind of work, in ms, from a Chromium trace's events:
 * the page's main thread is the renderer main thread that worked the longest.
 */
export function splitMainThread(traceEvents) {
  const mains = new Set(
    traceEvents.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mains.has(thread) || !(event.dur > 0)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(event);
  }
  const totals = [...byThread.values()].map(selfTimeByKind);
  return totals.reduce((longest, total) => (total.total > (longest?.total ?? -1) ? total : longest), undefined) ?? noTime();
}

function selfTimeByKind(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = noTime();
  /** The open events: each with its end, its kind and its own time so far. */
  const stack = [];
  const close = (until) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const done = stack.pop();
      totals[done.kind] += done.self / 1000;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    const end = parent ? Math.min(event.ts + event.dur, parent.end) : event.ts + event.dur;
    const dur = end - event.ts;
    if (parent) parent.self -= dur;
    else totals.total += dur / 1000;
    stack.push({ end, kind: kindByName.get(event.name) ?? parent?.kind ?? 'other', self: dur });
  }
  close(Infinity);
  return totals;
}

const range = (values) => [Math.min(...values), Math.max(...values)];

/**
 * One figure of both builds: the medians, the ratio of the medians (tree / ref), and the spread
 * of the ratios of each round's pair (the two builds measured side by side in one round).
 */
export function compareFigure(refValues, treeValues) {
  const ref = median(refValues);
  const tree = median(treeValues);
  const pairs = refValues.map((value, index) => treeValues[index] / value).filter(Number.isFinite);
  return { ref, tree, ratio: tree / ref, spread: pairs.length ? range(pairs) : undefined, refRange: range(refValues), treeRange: range(treeValues) };
}

/** Every compared figure, by row: the loads' TBT, the first screen, each INP, the INP sum, then bytes. */
export function compareRows({ ref, tree }) {
  const rows = [];
  const values = (build, read) => build.rounds.map(read);
  const add = (label, read, unit) => rows.push({ label, unit, ...compareFigure(values(ref, read), values(tree, read)) });
  for (const name of Object.keys(ref.rounds[0].tbt)) add(`TBT, ${name}`, (round) => round.tbt[name], 'ms');
  add('first screen of 200 cards', (round) => round.firstScreen, 'ms');
  const interactions = Object.keys(ref.rounds[0].inp);
  for (const name of interactions) add(`INP, ${name}`, (round) => round.inp[name], 'ms');
  add(`INP, sum of the ${interactions.length}`, (round) => interactions.reduce((sum, name) => sum + round.inp[name], 0), 'ms');
  for (const page of Object.keys(ref.rounds[0].bytes)) {
    const bytes = (build) => build.rounds[0].bytes[page];
    rows.push({ label: `bytes, ${page}`, unit: 'B', ...compareFigure([bytes(ref)], [bytes(tree)]) });
  }
  return rows;
}

const number = (value, unit) => (unit === 'B' ? `${(value / 1024).toFixed(1)} KB` : `${Math.round(value)} ms`);
/** A ratio to two decimals; none where the ref's figure is 0 (a TBT of 0 ms). */
const ratioText = (ratio) => (Number.isFinite(ratio) ? ratio.toFixed(2) : '–');

/** The printed table: each figure's medians, ratio and spread. */
export function compareTable(result) {
  const lines = [`| figure | ${result.ref.label}, median (range) | ${result.tree.label}, median (range) | ratio | ratio per round |`, '|---|---:|---:|---:|---:|'];
  for (const row of compareRows(result)) {
    const cell = (value, [low, high]) => (low === high ? number(value, row.unit) : `${number(value, row.unit)} (${number(low, row.unit)} to ${number(high, row.unit)})`);
    const spread = row.spread && row.spread[0] !== row.spread[1] ? `${ratioText(row.spread[0])} to ${ratioText(row.spread[1])}` : '';
    lines.push(`| ${row.label} | ${cell(row.ref, row.refRange)} | ${cell(row.tree, row.treeRange)} | ${ratioText(row.ratio)} | ${spread} |`);
  }
  return lines.join('\n');
}

/** The traces' table: each kind of work's median ms, per build, for each traced moment. */
export function traceTable({ ref, tree }) {
  if (!ref.traces.length) return '';
  const lines = [`| moment | kind of work | ${ref.label}, median ms | ${tree.label}, median ms | ratio |`, '|---|---|---:|---:|---:|'];
  for (const [moment, label] of [
    ['legacyLoad', 'legacy page load'],
    ['categoryClick', 'category click'],
  ]) {
    for (const kind of [...KINDS, 'total']) {
      const refMs = median(ref.traces.map((trace) => trace[moment][kind]));
      const treeMs = median(tree.traces.map((trace) => trace[moment][kind]));
      lines.push(`| ${label} | ${kind} | ${Math.round(refMs)} | ${Math.round(treeMs)} | ${refMs ? ratioText(treeMs / refMs) : ''} |`);
    }
  }
  return lines.join('\n');
}

/** The BENCHMARKS.md section of one comparison. */
export function compareSummary(result, { ref, date, machine, runs, command, repeats }) {
  const traces = traceTable(result);
  const ofRepeats = (count, what) => (count > 1 ? `, a round's the median of ${count} ${what}` : '');
  return `## Compare: ${result.tree.label} against ${result.ref.label}

\`${command}\`, ${date}, ${machine}. Both builds served by the working tree's sandbox, alternating in
each of ${runs} rounds; medians, with each build's range and the ratio (${result.tree.label} / ${ref}) of
each round's pair. TBT: Lighthouse mobile (simulated 4x CPU)${ofRepeats(repeats?.tbt, 'loads')}; the first screen: from navigation
until the cards within the window are painted, 4x CPU; INP: the longest event timing of the
interaction, 4x CPU${ofRepeats(repeats?.inp, 'pages')}; bytes: the library's files the page loads, gzip.

${compareTable(result)}
${traces ? `\nMain-thread time by kind of work (Chromium traces, 4x CPU, medians of ${result.ref.traces.length}):\n\n${traces}\n` : ''}
How to read it: a ratio under 1 is ${result.tree.label} faster (or smaller) than ${ref}. Each round measures both
builds back to back, so a slow spell of the machine falls on both; 'ratio per round' is the spread
of those paired ratios. Where it straddles 1 (0.8 to 1.3), the difference is within this machine's
noise; a change is real when the whole spread lies on one side of 1, or the same ratio comes back
in another run. Event timings are rounded to 8 ms and none under 16 ms is reported (counted as
16 ms). Bytes do not vary: one load each. In the traces, 'other' is task time no trace event names
(under CPU throttling mostly the throttle's pauses) and HTML parsing.
`;
}
