// The CPU slowdown the Lighthouse benchmark runs at (issue 38): not Lighthouse's constant 4x but
// the multiplier its docs tell a slower or faster machine to calibrate to, from the machine's
// benchmark index. Pure: no Lighthouse, no browser (bench/cpu-slowdown.test.mjs checks it).
//
// Source: Lighthouse's docs/throttling.md, 'Calibrating the CPU slowdown'
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown),
// which sends a machine to the 'Lighthouse CPU slowdown calculator webapp'
// (https://lighthouse-cpu-throttling-calculator.vercel.app/). The webapp's formula is
// computeMultiplierMessages() in its source,
// https://github.com/patrickhulce/lighthouse-cpu-throttling-calculator/blob/main/pages/index.js:
// piecewise linear through the points its comments give,
//   benchmark index  150 -> 1x,  800 -> 2x,  1300 -> 3x,  1533 -> 4x,  1766 -> 5x,  2000 -> 6x
//   index >= 1300: 3 + (index - 1300) / 233
//   index >= 800:  2 + (index - 800) / 500
//   index >= 150:  1 + (index - 150) / 650
//   index < 150:   no multiplier: 'This device is too slow to accurately emulate the target
//                  Lighthouse device.'
// It suggests `--throttling.cpuSlowdownMultiplier=<multiplier.toFixed(1)>`: one decimal, as here.
// Its target is Lighthouse's mobile device (the default 4x moves a high-end desktop into the
// mid-tier mobile bracket, the docs say). Desktop: Lighthouse's desktop config throttles no CPU
// (desktopDense4G, cpuSlowdownMultiplier 1), and the docs' table asks 1x of a desktop host for a
// desktop target; the calculator has no desktop target, so desktop stays 1x.

/** Below this index the calculator gives no multiplier: the machine is too slow to emulate the phone. */
export const TOO_SLOW_BENCHMARK_INDEX = 150;

/** Lighthouse's mobile default, what the benchmark ran at before issue 38. */
export const DEFAULT_MOBILE_SLOWDOWN = 4;

export const CALCULATOR_URL = 'https://lighthouse-cpu-throttling-calculator.vercel.app/';
export const THROTTLING_DOCS_URL = 'https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown';

/** The calculator's multiplier, unrounded; undefined below TOO_SLOW_BENCHMARK_INDEX. */
export function calculatorMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) throw new TypeError(`No benchmark index to calibrate the CPU slowdown from: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= TOO_SLOW_BENCHMARK_INDEX) return 1 + (benchmarkIndex - 150) / 650;
  return undefined;
}

/**
 * `throttling.cpuSlowdownMultiplier` for a machine of this benchmark index: mobile, the
 * calculator's multiplier to one decimal, never below 1 (a machine too slow for the calculator
 * runs unslowed, and its figures still overstate a phone's CPU work); desktop, 1.
 */
export function cpuSlowdownFor(benchmarkIndex, formFactor = 'mobile') {
  if (formFactor === 'desktop') return 1;
  if (formFactor !== 'mobile') throw new TypeError(`formFactor is mobile or desktop, not ${formFactor}`);
  const multiplier = calculatorMultiplier(benchmarkIndex) ?? 1;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}
