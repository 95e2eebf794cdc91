import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareFigure, compareRows, compareSummary, splitMainThread } from './compare-report.mjs';

const thread = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
const work = (name, ts, dur, { pid = 1, tid = 1 } = {}) => ({ ph: 'X', name, ts, dur, pid, tid });

describe('the main thread split by kind of work (Chromium trace events, µs in, ms out)', () => {
  it("counts each event's own time: a function call's time less the style recalculation it forced", () => {
    const split = splitMainThread([
      thread(1, 1, 'CrRendererMain'),
      work('RunTask', 0, 10_000),
      work('FunctionCall', 1_000, 8_000),
      work('UpdateLayoutTree', 2_000, 3_000),
      work('Layout', 5_000, 1_000),
    ]);
    assert.deepEqual(split, { scripting: 4, style: 3, layout: 1, paint: 0, other: 2, total: 10 });
  });

  it("an event of an unknown name is of its parent's kind; at the top of a task it is other", () => {
    const split = splitMainThread([thread(1, 1, 'CrRendererMain'), work('EventDispatch', 0, 4_000), work('v8.callFunction', 1_000, 2_000), work('ParseHTML', 5_000, 1_000)]);
    assert.equal(split.scripting, 4);
    assert.equal(split.other, 1);
  });

  it('takes the renderer main thread that worked the longest, not the browser or a worker', () => {
    const split = splitMainThread([
      thread(1, 1, 'CrRendererMain'),
      thread(2, 7, 'CrRendererMain'),
      thread(3, 3, 'CrBrowserMain'),
      work('Paint', 0, 1_000, { pid: 1, tid: 1 }),
      work('Paint', 0, 5_000, { pid: 2, tid: 7 }),
      work('FunctionCall', 0, 50_000, { pid: 3, tid: 3 }),
    ]);
    assert.deepEqual(split, { scripting: 0, style: 0, layout: 0, paint: 5, other: 0, total: 5 });
  });

  it('a child that outlasts its parent (clock rounding) counts only within it', () => {
    const split = splitMainThread([thread(1, 1, 'CrRendererMain'), work('FunctionCall', 0, 2_000), work('Layout', 1_000, 5_000)]);
    assert.deepEqual(split, { scripting: 1, style: 0, layout: 1, paint: 0, other: 0, total: 2 });
  });
});

describe('a figure of both builds', () => {
  it("gives the medians, their ratio, and the spread of each round's ratio", () => {
    const figure = compareFigure([100, 120, 110], [90, 150, 99]);
    assert.equal(figure.ref, 110);
    assert.equal(figure.tree, 99);
    assert.equal(figure.ratio, 0.9);
    assert.deepEqual(figure.spread, [0.9, 1.25]);
    assert.deepEqual(figure.refRange, [100, 120]);
  });
});

const round = (scale) => ({
  tbt: { 'legacy page': 100 * scale, 'partner page': 50 * scale },
  firstScreen: 1000 * scale,
  inp: { a: 40 * scale, b: 60 * scale },
  bytes: { '/legacy/': 2048 * scale },
});

describe('the rows and the section', () => {
  const result = { ref: { label: '78e996b (78e996b)', rounds: [round(1), round(1)], traces: [] }, tree: { label: 'working tree', rounds: [round(0.5), round(0.75)], traces: [] } };

  it('has the TBT of each page, the first screen, each INP, the INP sum and the bytes of each page', () => {
    const rows = compareRows(result);
    assert.deepEqual(
      rows.map((row) => row.label),
      ['TBT, legacy page', 'TBT, partner page', 'first screen of 200 cards', 'INP, a', 'INP, b', 'INP, sum of the 2', 'bytes, /legacy/'],
    );
    const sum = rows.find((row) => row.label === 'INP, sum of the 2');
    assert.equal(sum.ref, 100);
    assert.equal(sum.tree, 62.5);
    assert.deepEqual(sum.spread, [0.5, 0.75]);
    assert.equal(rows.at(-1).ratio, 0.5);
  });

  it('a figure of 0 ms in the ref (a TBT with no long task) gives no ratio rather than Infinity', () => {
    const zero = { ...result, ref: { ...result.ref, rounds: result.ref.rounds.map((one) => ({ ...one, tbt: { ...one.tbt, 'legacy page': 0 } })) } };
    const text = compareSummary(zero, { ref: '78e996b', date: '2026-11-29', machine: '2 cores', runs: 2, command: 'npm run bench -- --compare 78e996b' });
    assert.match(text, /\| TBT, legacy page \| 0 ms \| 63 ms \(50 ms to 75 ms\) \| – \|/);
    assert.doesNotMatch(text, /Infinity|NaN/);
  });

  it('names the command, the ref and the ratios in the BENCHMARKS.md section', () => {
    const text = compareSummary(result, { ref: '78e996b', date: '2026-11-29', machine: '2 cores', runs: 2, command: 'npm run bench -- --compare 78e996b' });
    assert.match(text, /^## Compare: working tree against 78e996b/);
    assert.match(text, /`npm run bench -- --compare 78e996b`/);
    assert.match(text, /\| INP, sum of the 2 \| 100 ms \| 63 ms \(50 ms to 75 ms\) \| 0\.63 \| 0\.50 to 0\.75 \|/);
    assert.doesNotMatch(text, /Main-thread time/);
  });

  it("says of how many loads and pages a round's TBT and INP are the median", () => {
    const text = compareSummary(result, {
      ref: '78e996b',
      date: '2026-11-29',
      machine: '2 cores',
      runs: 2,
      command: 'npm run bench -- --compare 78e996b',
      repeats: { tbt: 3, inp: 3 },
    });
    assert.match(text, /TBT: Lighthouse mobile \(simulated 4x CPU\), a round's the median of 3 loads;/);
    assert.match(text, /INP: the longest event timing of the\ninteraction, 4x CPU, a round's the median of 3 pages;/);
  });
});
