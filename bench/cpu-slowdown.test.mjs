// The calibrated CPU slowdown of the Lighthouse benchmark (issue 38): no Lighthouse, no browser.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calculatorMultiplier, cpuSlowdownFor, TOO_SLOW_BENCHMARK_INDEX } from './cpu-slowdown.mjs';

describe('the CPU slowdown for a benchmark index', () => {
  test("goes through the calculator's own points: 150 1x, 800 2x, 1300 3x, 1533 4x, 1766 5x, 2000 6x", () => {
    // The comments of computeMultiplierMessages() in lighthouse-cpu-throttling-calculator's pages/index.js.
    for (const [index, multiplier] of [
      [150, 1],
      [800, 2],
      [1300, 3],
      [1533, 4],
      [1766, 5],
      [2000, 6],
    ]) {
      assert.equal(cpuSlowdownFor(index, 'mobile'), multiplier, `index ${index}`);
    }
  });

  test('is linear between them, to one decimal as the calculator suggests it', () => {
    assert.equal(cpuSlowdownFor(1050), 2.5);
    assert.equal(cpuSlowdownFor(475), 1.5);
    // 3 + 57 / 233 = 3.2446...: this machine's index on 2026-11-27 (1357) gives 3.2x, not 4x.
    assert.equal(cpuSlowdownFor(1357), 3.2);
    assert.equal(calculatorMultiplier(1357), 3 + 57 / 233);
    // Past 2000 it goes on at 233 points a step: 2449 (2026-11-26) gives 7.9x.
    assert.equal(cpuSlowdownFor(2449), 7.9);
  });

  test('has no break where the formula changes', () => {
    for (const edge of [800, 1300]) {
      assert.ok(Math.abs(calculatorMultiplier(edge) - calculatorMultiplier(edge - 1e-9)) < 1e-6, `index ${edge}`);
    }
  });

  test("falls in the docs' table of multipliers for a mid-tier mobile target, bracket by bracket", () => {
    // docs/throttling.md: high-end desktop 1500-2000 -> 4x (2-10), low-end desktop 1000-1500
    // -> 2x (1-5), high-end mobile 800-1200 -> 2x (1-5).
    const brackets = [
      [1500, 2000, 2, 10],
      [1000, 1500, 1, 5],
      [800, 1200, 1, 5],
    ];
    for (const [low, high, least, most] of brackets) {
      for (let index = low; index <= high; index += 50) {
        const multiplier = cpuSlowdownFor(index);
        assert.ok(multiplier >= least && multiplier <= most, `index ${index}: ${multiplier}x`);
      }
    }
  });

  test('is never below 1: a machine too slow for the calculator runs unslowed', () => {
    assert.equal(calculatorMultiplier(TOO_SLOW_BENCHMARK_INDEX - 1), undefined);
    assert.equal(cpuSlowdownFor(149), 1);
    assert.equal(cpuSlowdownFor(20), 1);
    assert.equal(cpuSlowdownFor(0), 1);
  });

  test("is 1 on desktop, as Lighthouse's desktop config has it, whatever the index", () => {
    for (const index of [100, 1357, 2449]) assert.equal(cpuSlowdownFor(index, 'desktop'), 1);
  });

  test('refuses a missing index or an unknown form factor rather than guess', () => {
    assert.throws(() => cpuSlowdownFor(undefined), TypeError);
    assert.throws(() => cpuSlowdownFor(Number.NaN), TypeError);
    assert.throws(() => cpuSlowdownFor(1000, 'tablet'), TypeError);
  });
});
