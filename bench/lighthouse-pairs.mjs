// Two builds of the library compared by Lighthouse in one session (issue 16), mobile, their runs
// alternating: `node bench/lighthouse-pairs.mjs <dist-before> <dist-after> [/page/ ...]`, with
// BENCH_RUNS runs of each page per build (default 5). An older commit's dist/ comes from a worktree:
// `git worktree add /tmp/before <commit> && cd /tmp/before && npm ci && npm run build`.
import path from 'node:path';
import { lighthousePairs } from './lighthouse.mjs';

const [before, after, ...pages] = process.argv.slice(2);
if (!before || !after) {
  console.error('Usage: node bench/lighthouse-pairs.mjs <dist-before> <dist-after> [/page/ ...]');
  process.exit(2);
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
const results = await lighthousePairs({ dists: { before: path.resolve(before), after: path.resolve(after) }, runs, ...(pages.length ? { pages } : {}) });
const ms = (value) => `${Math.round(value)} ms`;
console.log(`\nLighthouse mobile, ${runs} runs of each page per build, alternating; medians (before -> after):`);
for (const { page, builds } of results) {
  const runsOf = (name) => builds[name].runs.map(({ lcp }) => Math.round(lcp)).join(', ');
  console.log(
    `${page}: LCP ${ms(builds.before.lcp)} -> ${ms(builds.after.lcp)} (runs ${runsOf('before')} | ${runsOf('after')}); TBT ${ms(builds.before.tbt)} -> ${ms(builds.after.tbt)}`,
  );
}
