// The pure helpers of the Lighthouse benchmark: no Lighthouse, no browser (`npm test` runs it).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { figuresTable, findingsList, lighthouseReport, median, meets, summarize, throttlingLine } from './lighthouse-report.mjs';

const run = (overrides = {}) => ({
  score: 0.9,
  fcp: 1500,
  lcp: 2500,
  tbt: 200,
  cls: 0,
  speedIndex: 1800,
  scriptFiles: 5,
  scriptTransfer: 300_000,
  scriptGzip: 80_000,
  ...overrides,
});

const page = (overrides = {}) => ({
  path: '/partner/',
  about: '6 event cards',
  mobile: summarize([run()]),
  desktop: summarize([run({ score: 1 })]),
  findings: { opportunities: [{ title: 'Eliminate render-blocking resources', displayValue: 'passed' }] },
  ...overrides,
});

describe('median of the runs', () => {
  test('is the middle value of an odd count, whatever the order', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([0.61, 0.95, 0.58]), 0.61);
  });

  test('is the mean of the two middle values of an even count', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  test('of nothing is undefined', () => {
    assert.equal(median([]), undefined);
  });

  test("summarize takes each figure's median on its own and keeps every run's score", () => {
    const summary = summarize([run({ score: 0.5, lcp: 3000 }), run({ score: 0.9, lcp: 1000 }), run({ score: 0.7, lcp: 2000 })]);
    assert.equal(summary.score, 0.7);
    assert.equal(summary.lcp, 2000);
    assert.deepEqual(summary.scores, [0.5, 0.9, 0.7]);
  });

  test('summarize leaves out a run that has no value for a figure', () => {
    const summary = summarize([run({ lcp: undefined, score: undefined }), run({ lcp: 1000 }), run({ lcp: 3000 })]);
    assert.equal(summary.lcp, 2000);
    assert.equal(summary.score, 0.9);
  });
});

describe('targets', () => {
  test('a lower bound is met at the bound, an upper bound too', () => {
    assert.equal(meets(0.95, { atLeast: 0.95 }), true);
    assert.equal(meets(0.94, { atLeast: 0.95 }), false);
    assert.equal(meets(150, { atMost: 150 }), true);
    assert.equal(meets(151, { atMost: 150 }), false);
    assert.equal(meets(1, undefined), undefined);
  });
});

describe('the table of a form factor', () => {
  const rowOf = (table, path) =>
    table
      .split('\n')
      .find((line) => line.startsWith(`| \`${path}\``))
      .split(' | ');

  test('says met or not met for each mobile figure with a target, and nothing for the others', () => {
    const table = figuresTable([page({ mobile: summarize([run({ score: 0.96, lcp: 2100, tbt: 150, cls: 0.02 })]) })], 'mobile');
    const [, score, fcp, lcp, tbt, cls, speedIndex] = rowOf(table, '/partner/');
    assert.equal(score, '0.96 met');
    assert.equal(fcp, '1.5 s');
    assert.equal(lcp, '2.1 s **not met**');
    assert.equal(tbt, '150 ms met');
    assert.equal(cls, '0.020 **not met**');
    assert.equal(speedIndex, '1.8 s');
  });

  test('judges a desktop score as Lighthouse shows it: 0.995 is 1.00, 0.99 is not', () => {
    const table = figuresTable([page({ desktop: summarize([run({ score: 0.995 })]) }), page({ path: '/legacy/', desktop: summarize([run({ score: 0.99 })]) })], 'desktop');
    assert.equal(rowOf(table, '/partner/')[1], '1.00 met');
    assert.equal(rowOf(table, '/legacy/')[1], '0.99 **not met**');
    assert.equal(rowOf(table, '/partner/')[3], '2.5 s', 'no LCP target on desktop');
  });

  test('shows the gzip bytes of scripts with no target on any page (React stays: the size budget guards bytes)', () => {
    const table = figuresTable(
      [
        page({ mobile: summarize([run({ scriptGzip: 90 * 1024 + 1 })]) }),
        page({ path: '/legacy/', mobile: summarize([run({ scriptGzip: 200 * 1024 })]) }),
        page({ path: '/apps/' }),
      ],
      'mobile',
    );
    assert.equal(rowOf(table, '/partner/')[9], '90.0 KB');
    assert.equal(rowOf(table, '/legacy/')[9], '200.0 KB');
    assert.equal(rowOf(table, '/apps/')[9], '78.1 KB');
    assert.equal(rowOf(table, '/apps/')[8], '293.0 KB', 'transferred bytes are shown without a target');
  });

  test("lists every run's score, a failed run as failed", () => {
    const table = figuresTable([page({ mobile: summarize([run({ score: 0.61 }), run({ score: undefined }), run({ score: 0.58 })]) })], 'mobile');
    assert.equal(rowOf(table, '/partner/')[10], '0.61, failed, 0.58 |');
  });
});

describe('the section', () => {
  const result = {
    runs: 5,
    lighthouseVersion: '12.8.2',
    chromium: '156.0.0.0',
    loadAverage: { start: 3.52, end: 1.2, cores: 2 },
    warnings: [],
    calibration: { page: '/legacy/', benchmarkIndex: 1357, readings: [1290.5, 1357, 1402] },
    cpuSlowdown: { mobile: [3.2], desktop: [1] },
    benchmarkIndex: { mobile: 1339.6, desktop: 1310 },
    benchmarkIndexRange: { mobile: [1102, 1610], desktop: [1200, 1400] },
    pages: [page()],
  };

  test('says the command, date, machine, versions and targets, with both tables', () => {
    const text = lighthouseReport(result, { date: '2026-11-25', machine: '2 cores, 24 GiB' });
    assert.match(text, /^## Lighthouse: /);
    for (const expected of [
      'BENCH=lighthouse npm run bench',
      'BENCH_RUNS=5',
      'medians of the 5 runs',
      '2026-11-25',
      '2 cores, 24 GiB',
      'load average 3.5 at the start, 1.2 at the end, above its 2 cores',
      'Lighthouse 12.8.2',
      'Chromium 156.0.0.0',
      '### Mobile',
      '### Desktop',
      'mobile performance >= 0.95',
      'LCP <= 2.0 s',
      'TBT <= 150 ms',
      'CLS <= 0.010',
    ]) {
      assert.ok(text.includes(expected), expected);
    }
  });

  test('says beside each table the CPU slowdown the runs used and the benchmark index it came from', () => {
    const text = lighthouseReport(result, { date: '2026-11-25', machine: '2 cores' });
    const mobile = text.slice(text.indexOf('### Mobile'), text.indexOf('| page |', text.indexOf('### Mobile')));
    const desktop = text.slice(text.indexOf('### Desktop'), text.indexOf('| page |', text.indexOf('### Desktop')));
    assert.ok(mobile.includes('CPU slowdown **3.2x**'), mobile);
    assert.ok(mobile.includes('benchmark index 1357 read before the timed runs (the median of 3 uncounted Lighthouse runs of `/legacy/`: 1291, 1357, 1402)'), mobile);
    assert.ok(mobile.includes('lighthouse-cpu-throttling-calculator'), mobile);
    assert.ok(mobile.includes('in these runs: median 1340 (1102 to 1610)'), mobile);
    assert.ok(desktop.includes('CPU slowdown **1x**'), desktop);
    assert.ok(desktop.includes('in these runs: median 1310 (1200 to 1400)'), desktop);
    assert.doesNotMatch(text, /CPU 4x slower/);
  });

  test('says when the index in the runs would have given another multiplier', () => {
    assert.doesNotMatch(throttlingLine(result, 'mobile'), /would give/);
    const drifted = { ...result, benchmarkIndex: { mobile: 1600, desktop: 1600 } };
    assert.match(throttlingLine(drifted, 'mobile'), /median 1600 \(1102 to 1610\), for which the calculator would give 4.3x\./);
  });

  test('says when the machine is too slow for the calculator, and runs it unslowed', () => {
    const slow = { ...result, calibration: { page: '/legacy/', benchmarkIndex: 120, readings: [120] }, cpuSlowdown: { mobile: [1], desktop: [1] } };
    assert.match(throttlingLine(slow, 'mobile'), /CPU slowdown \*\*1x\*\*.*\*\*Below 150\*\*/);
    assert.doesNotMatch(throttlingLine(result, 'mobile'), /Below 150/);
  });

  test('lists what costs the most with its savings, the LCP element, layout shifts and main-thread work', () => {
    const text = findingsList({
      opportunities: [
        { title: 'Reduce unused JavaScript', displayValue: 'Est savings of 96 KiB', metricSavings: { FCP: 0, LCP: 450 }, items: ['/dist/chunks/render-element.js 60.2 KB'] },
        { title: 'Enable text compression', displayValue: 'passed' },
      ],
      lcpElement: "`<h1>` 'Things to do'",
      lcpPhases: [
        { phase: 'TTFB', timing: 600 },
        { phase: 'Render Delay', timing: 1900 },
      ],
      layoutShifts: [
        { element: '`<main>`', score: 0.1234 },
        { element: 'an element', score: 0.02 },
      ],
      bootupMs: 812.3,
      mainThreadMs: 1500,
      domSize: 120,
    });
    assert.equal(
      text,
      [
        '  - Reduce unused JavaScript: Est savings of 96 KiB; LCP 450 ms (/dist/chunks/render-element.js 60.2 KB)',
        '  - Enable text compression: passed',
        "  - LCP element `<h1>` 'Things to do': ttfb 600 ms, render delay 1900 ms",
        '  - Layout shifts: `<main>` 0.123, an element 0.020',
        '  - JavaScript execution 812 ms, main-thread work 1500 ms, 120 DOM elements',
      ].join('\n'),
    );
  });
});
