// The pure half of the Lighthouse benchmark (bench/lighthouse.mjs): medians of the runs, the
// targets of issue 16 and the BENCHMARKS.md section. Plain data in, text out, no Lighthouse
// imported, so bench/lighthouse-report.test.mjs can check it cheaply.
import { CALCULATOR_URL, cpuSlowdownFor, TOO_SLOW_BENCHMARK_INDEX } from './cpu-slowdown.mjs';

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one run that the tables show, by key. */
export const FIGURES = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'scriptFiles', 'scriptTransfer', 'scriptGzip'];

/** Median of each figure over the runs of one page in one form factor, and every run's score. */
export function summarize(runs) {
  const summary = Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((run) => run[key]).filter(Number.isFinite))]));
  return { ...summary, scores: runs.map((run) => run.score) };
}

export const KB = 1024;

/**
 * The pages' targets: mobile (median) performance >= 0.95, LCP <= 2.0 s, TBT <= 150 ms,
 * CLS <= 0.01; desktop performance 1.00. Script bytes are shown without a target: React stays,
 * and size-budget.json keeps every file at its size so that nothing grows unnoticed.
 */
export const TARGETS = {
  mobile: { score: { atLeast: 0.95 }, lcp: { atMost: 2000 }, tbt: { atMost: 150 }, cls: { atMost: 0.01 } },
  desktop: { score: { atLeast: 1 } },
};

/** Scores as Lighthouse shows them, to two decimals: a median of 0.995 is shown, and judged, as 1.00. */
const roundScore = (score) => Math.round(score * 100) / 100;

/** true when a value meets its target, undefined when there is no target or no value. */
export function meets(value, target) {
  if (!target || value === undefined || Number.isNaN(value)) return undefined;
  if ('atLeast' in target) return value >= target.atLeast;
  return value <= target.atMost;
}

const format = {
  score: (value) => roundScore(value).toFixed(2),
  seconds: (ms) => `${(ms / 1000).toFixed(1)} s`,
  ms: (ms) => `${Math.round(ms)} ms`,
  cls: (value) => value.toFixed(3),
  kb: (bytes) => `${(bytes / KB).toFixed(1)} KB`,
};

/** A table cell: the value, then 'met' or 'not met' when the figure has a target. */
export function cell(value, formatter, target) {
  if (value === undefined || Number.isNaN(value)) return 'n/a';
  const judged = meets(value, target);
  return judged === undefined ? formatter(value) : `${formatter(value)} ${judged ? 'met' : '**not met**'}`;
}

const targetText = (target, formatter) => ('atLeast' in target ? `>= ${formatter(target.atLeast)}` : `<= ${formatter(target.atMost)}`);

/** The table of one form factor: a row per page. */
export function figuresTable(pages, formFactor) {
  const targets = TARGETS[formFactor];
  const rows = pages.map((page) => {
    const f = page[formFactor];
    return `| \`${page.path}\` | ${cell(roundScore(f.score), format.score, targets.score)} | ${cell(f.fcp, format.seconds)} | ${cell(f.lcp, format.seconds, targets.lcp)} | ${cell(f.tbt, format.ms, targets.tbt)} | ${cell(f.cls, format.cls, targets.cls)} | ${cell(f.speedIndex, format.seconds)} | ${f.scriptFiles ?? 'n/a'} | ${cell(f.scriptTransfer, format.kb)} | ${cell(f.scriptGzip, format.kb)} | ${f.scores.map((score) => (Number.isFinite(score) ? format.score(score) : 'failed')).join(', ')} |`;
  });
  return [
    '| page | performance | FCP | LCP | TBT | CLS | Speed Index | script files | scripts transferred | scripts gzip -9 | runs (performance) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const savingsText = (savings) => {
  const parts = Object.entries(savings ?? {})
    .filter(([, ms]) => ms >= 1)
    .map(([metric, ms]) => `${metric} ${format.ms(ms)}`);
  return parts.length ? `; ${parts.join(', ')}` : '';
};

/** What Lighthouse says costs the most on one page, from one run (the mobile median run). */
export function findingsList(findings) {
  const lines = findings.opportunities.map(
    (found) =>
      `  - ${found.title}${found.displayValue ? `: ${found.displayValue}` : ''}${savingsText(found.metricSavings)}${found.items?.length ? ` (${found.items.join(', ')})` : ''}`,
  );
  if (findings.lcpElement) {
    const phases = findings.lcpPhases?.length ? `: ${findings.lcpPhases.map((phase) => `${phase.phase.toLowerCase()} ${format.ms(phase.timing)}`).join(', ')}` : '';
    lines.push(`  - LCP element ${findings.lcpElement}${phases}`);
  }
  if (findings.layoutShifts?.length) lines.push(`  - Layout shifts: ${findings.layoutShifts.map((shift) => `${shift.element} ${format.cls(shift.score)}`).join(', ')}`);
  if (findings.bootupMs !== undefined)
    lines.push(
      `  - JavaScript execution ${format.ms(findings.bootupMs)}, main-thread work ${format.ms(findings.mainThreadMs)}${findings.domSize ? `, ${findings.domSize} DOM elements` : ''}`,
    );
  return lines.join('\n');
}

const index = (value) => String(Math.round(value));
const multiplier = (values) => values.map((value) => `${value}x`).join(', ');

/**
 * What a form factor's table was measured at (issue 38): the CPU slowdown the runs used, where it
 * came from, and the benchmark index Lighthouse measured in these runs, for the line beside the table.
 */
export function throttlingLine(result, formFactor) {
  const { calibration } = result;
  const [low, high] = result.benchmarkIndexRange[formFactor];
  const inRuns = `Lighthouse's benchmark index of this machine in these runs: median ${index(result.benchmarkIndex[formFactor])} (${index(low)} to ${index(high)})`;
  if (formFactor === 'desktop') {
    return `CPU slowdown **${multiplier(result.cpuSlowdown.desktop)}**, as Lighthouse's desktop config has it (it throttles no CPU on desktop; the calculator is for its mobile device). ${inRuns}.`;
  }
  const used = result.cpuSlowdown.mobile;
  const tooSlow = calibration.benchmarkIndex < TOO_SLOW_BENCHMARK_INDEX;
  const fromRuns = cpuSlowdownFor(result.benchmarkIndex.mobile, 'mobile');
  return [
    `CPU slowdown **${multiplier(used)}** (Lighthouse's default: 4x), calibrated to this machine as Lighthouse's docs ask: [its CPU throttling calculator](${CALCULATOR_URL})'s multiplier, to one decimal, for the benchmark index ${index(calibration.benchmarkIndex)} read before the timed runs (the median of ${calibration.readings.length} uncounted Lighthouse runs of \`${calibration.page}\`: ${calibration.readings.map(index).join(', ')}).`,
    tooSlow
      ? ` **Below ${TOO_SLOW_BENCHMARK_INDEX}**, where the calculator finds the machine too slow to emulate Lighthouse's mobile device: the runs are at 1x, and TBT, main-thread work and JavaScript-bound LCP still overstate a phone's.`
      : '',
    ` ${inRuns}${used.length === 1 && fromRuns !== used[0] ? `, for which the calculator would give ${fromRuns}x` : ''}.`,
  ].join('');
}

/**
 * The BENCHMARKS.md section. `result`: { pages: [{ path, about, mobile, desktop (each
 * from summarize), findings (the mobile median run's) }], runs, lighthouseVersion, chromium,
 * calibration: { page, benchmarkIndex (median), readings: [number] }, cpuSlowdown: { mobile,
 * desktop } (each the multipliers the runs reported, one normally), benchmarkIndex: { mobile,
 * desktop } (medians in the timed runs), benchmarkIndexRange: { mobile, desktop } ([lowest,
 * highest]), loadAverage: { start, end, cores }, warnings: [string] }.
 */
export function lighthouseReport(result, { date, machine }) {
  const { pages, runs } = result;
  const { loadAverage } = result;
  const busy = Math.max(loadAverage.start, loadAverage.end) > loadAverage.cores;
  const targetLine = [
    `mobile performance ${targetText(TARGETS.mobile.score, format.score)}`,
    `LCP ${targetText(TARGETS.mobile.lcp, format.seconds)}`,
    `TBT ${targetText(TARGETS.mobile.tbt, format.ms)}`,
    `CLS ${targetText(TARGETS.mobile.cls, format.cls)}`,
    `desktop performance ${format.score(TARGETS.desktop.score.atLeast)}`,
  ].join('; ');
  const findings = pages.map((page) => `- \`${page.path}\`:\n${findingsList(page.findings)}`).join('\n');
  return `## Lighthouse: the demo pages, mobile and desktop (issue 16)

Command: \`npm run bench\` (or \`BENCH=lighthouse npm run bench\`; after a build, \`BENCH=lighthouse node bench/run.mjs --write\`; BENCH_RUNS=${runs}), ${date}, Lighthouse ${result.lighthouseVersion} (node API), Debian Chromium ${result.chromium} (headless), ${machine}, a shared and noisy machine (1-minute load average ${loadAverage.start.toFixed(1)} at the start, ${loadAverage.end.toFixed(1)} at the end${busy ? `, above its ${loadAverage.cores} cores: something else was running` : ''}).

Each page of the sandbox (\`bench/lighthouse.mjs\`: a fresh database, its own port, the built \`dist/\`), loaded by Lighthouse ${runs} times per form factor, a fresh Chromium each time, pages and form factors interleaved; figures are medians of the ${runs} runs. Mobile is Lighthouse's default (a Moto G Power screen, simulated throttling: 150 ms RTT, 1.6 Mbps) with the CPU slowed by the multiplier Lighthouse's calculator gives this machine's benchmark index, read by uncounted runs before the timed ones (beside the table), instead of its constant 4x, so that TBT and the other CPU-bound figures stand for the same phone on a slower or faster machine; desktop is its desktop config (40 ms RTT, 10 Mbps, CPU not slowed). **Scripts transferred**: the sum of \`transferSize\` of the Script requests in Lighthouse's network-requests audit, as the sandbox sends them (compressed as a CDN does, brotli when the browser takes it; hashed chunks cached for a year, other files revalidated by ETag); **scripts gzip -9**: the same files gzipped at level 9, as the size budget counts them. Lighthouse's simulation downloads each script at its transferred size. Its cache-policy audit skips files revalidated by ETag (the loaders): besides the hashed chunks it judges the sandbox's images (cached for an hour). Pages: ${pages.map((page) => `\`${page.path}\` ${page.about}`).join('; ')}.

Targets: ${targetLine}.

### Mobile

${throttlingLine(result, 'mobile')}

${figuresTable(pages, 'mobile')}

### Desktop

${throttlingLine(result, 'desktop')}

${figuresTable(pages, 'desktop')}

### What Lighthouse says costs the most

From the median run (Lighthouse's own pick: closest to the median FCP and TTI) of each page on mobile: render-blocking resources, unused JavaScript, text compression, cache policy and any other opportunity with savings, then the LCP element with its phases, the largest layout shifts and the main-thread work.

${findings}
${result.warnings.length ? `\nLighthouse's warnings: ${result.warnings.map((warning) => `"${warning}"`).join('; ')}.\n` : ''}`;
}
