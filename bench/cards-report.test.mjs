// The pure helpers of the many-cards benchmark: no browser (`npm test` runs it).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cardsHeadline, cardsReport, layoutResult, summary, tasksPast50 } from './cards-report.mjs';

const run = (overrides = {}) => ({ elapsed: 300, heap: 200 * 1024, nodes: 200 * 26, drawn: 200, past50: [], ...overrides });

describe('tasks past 50 ms', () => {
  test('counts the tasks that overlap the timed part, the one that began before the clock started too', () => {
    const tasks = [
      { start: -2, duration: 61.4 }, // the task that creates the cards reads the clock after it began
      { start: 40, duration: 120 },
      { start: 300, duration: 80 }, // after the last card was painted
      { start: -200, duration: 90 }, // over before the clock started
    ];
    assert.deepEqual(tasksPast50(tasks, 250), [61, 120]);
  });

  test('leaves out a task of 50 ms or less', () => {
    assert.deepEqual(tasksPast50([{ start: 10, duration: 50 }], 100), []);
  });
});

describe('the medians of a layout', () => {
  const page = layoutResult({
    elements: [
      run({ elapsed: 150, firstScreen: 120, firstScreenCards: 9, drawn: 15, past50: [] }),
      run({ elapsed: 170, firstScreen: 140, firstScreenCards: 9, drawn: 15, past50: [62] }),
      run({ elapsed: 140, firstScreen: 100, firstScreenCards: 9, drawn: 15, past50: [] }),
    ],
    floor: [
      run({ elapsed: 340, firstScreen: 340, firstScreenCards: 9, past50: [209, 70] }),
      run({ elapsed: 400, firstScreen: 400, firstScreenCards: 9, past50: [180] }),
      run({ elapsed: 250, firstScreen: 250, firstScreenCards: 9, past50: [120, 60] }),
    ],
  });

  test("takes the first screen's ratio of the medians and the median of the per-run ratios", () => {
    assert.equal(page.elements.firstScreenMs, 120);
    assert.equal(page.floor.firstScreenMs, 340);
    assert.equal(page.firstScreenRatio, 120 / 340);
    // Per run 120/340 = 0.353, 140/400 = 0.35, 100/250 = 0.4.
    assert.equal(page.firstScreenPairRatio, 120 / 340);
    assert.equal(page.ratio, 150 / 340);
  });

  test('counts the tasks past 50 ms a run (median) and the longest in any run', () => {
    assert.equal(page.elements.past50, 0);
    assert.equal(page.elements.longest, 62);
    assert.equal(page.floor.past50, 2);
    assert.equal(page.floor.longest, 209);
  });

  test('has no first screen where the runs measured none (within reach)', () => {
    const reach = summary([run(), run()]);
    assert.equal(reach.firstScreenMs, undefined);
    assert.equal('firstScreenRatio' in layoutResult({ elements: [run()], floor: [run()] }), false);
  });
});

describe('the section', () => {
  const layouts = {
    page: layoutResult({
      elements: [run({ elapsed: 150.6, firstScreen: 112.4, firstScreenCards: 9, drawn: 15, past50: [] })],
      floor: [run({ elapsed: 341.9, firstScreen: 341.5, firstScreenCards: 9, past50: [209, 80] })],
    }),
    reach: layoutResult({
      elements: [run({ elapsed: 1289 })],
      floor: [run({ elapsed: 632.8, past50: [371] })],
      portals: [run({ elapsed: 749.6 })],
    }),
    rendering: { elements: { layout: 295.2, paint: 304.5, layouts: 36 }, floor: { layout: 258.7, paint: 122.6, layouts: 7 } },
  };
  const text = cardsReport(layouts, { date: '2026-11-28', machine: '2 cores, 24 GiB', runs: 7 });

  test("leads with a page of cards' first screen against the floor and its tasks past 50 ms", () => {
    const headline = cardsHeadline(layouts.page);
    assert.match(headline, /^\*\*A page of cards: its first screen in 0\.33 of the floor's time, 0 tasks past 50 ms\.\*\*/);
    assert.ok(headline.includes("The 9 cards within the window painted in 112.4 ms (median), the floor's 200 in 341.5 ms"), headline);
    assert.ok(headline.includes('the longest in any run: none'), headline);
    assert.ok(headline.includes("the floor's: 2 (209 ms)"), headline);
    // The headline comes before the table and the other figures.
    assert.ok(text.indexOf(headline) > 0 && text.indexOf(headline) < text.indexOf('| |'));
  });

  test('keeps within reach and the cards drawn at load as the secondary figures', () => {
    assert.ok(text.includes('Within reach, all 200 rendered, ratio of medians: **2.04**'), text);
    assert.ok(text.includes("every card the elements draw at load (15, within a viewport of the visible area) against the floor's 200: 0.44"), text);
  });

  test('gives the first screen in the table for a page of cards only', () => {
    const row = (name) =>
      text
        .split('\n')
        .find((line) => line.startsWith(`| ${name} |`))
        .split(' | ');
    assert.equal(row('a page of cards: 200 elements')[1], '9: 112.4');
    assert.equal(row('a page of cards: floor, one root')[1], '9: 341.5');
    assert.equal(row('within reach: 200 elements')[1], '-');
    assert.equal(row('within reach: floor, one root')[4], '1 (371 ms)');
  });

  test('says the command, the runs, the date and the machine', () => {
    for (const expected of ['BENCH=cards npm run bench', 'BENCH_RUNS=7', '2026-11-28', '2 cores, 24 GiB', '## Many cards: 200']) assert.ok(text.includes(expected), expected);
  });
});
