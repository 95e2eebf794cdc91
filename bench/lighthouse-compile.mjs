// How much of a page's main-thread time is V8 compiling, in Lighthouse's own trace (issue 16):
// Lighthouse mobile loads of one or more builds, alternating, with V8's compile events added to
// the trace. For each load: TBT, the main thread's task time and its compiling, at 1x (the trace
// as recorded, before Lighthouse's 4x); then the medians of each build.
//   node bench/lighthouse-compile.mjs <dist> [<dist> ...] /page/ [/page/ ...]   (RUNS=6 loads each)
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '../demo/server/index.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { median } from './lighthouse-report.mjs';

const args = process.argv.slice(2);
const dists = args.filter((arg) => !arg.startsWith('/') || !arg.endsWith('/')).map((dist) => path.resolve(dist));
const pages = args.filter((arg) => arg.startsWith('/') && arg.endsWith('/'));
const runs = Number(process.env.RUNS ?? 6);
if (!dists.length || !pages.length) throw new Error('Usage: node bench/lighthouse-compile.mjs <dist> [<dist> ...] /page/ [/page/ ...]');
// V8's parsing and compiling on the main thread, counted once where they nest.
const COMPILE =
  /^V8\.(ParseProgram|ParseFunction|CompileCode|CompileIgnition|CompileLazy|PreParse|CompileEval|CompileScript|CompileFinalize|.*Deserialize.*)|^v8\.compile|^v8\.parseOnBackground/;

const sandboxes = [];
for (const [index, dist] of dists.entries())
  sandboxes.push(await startSandbox({ port: 0, database: path.join(tmpdir(), `eb-widgets-compile-${process.pid}-${index}.db`), reset: true, dist }));
const results = pages.map(() => dists.map(() => []));
try {
  for (let run = 0; run < runs; run++) {
    for (const [p, page] of pages.entries()) {
      // Which build goes first alternates.
      const order = run % 2 ? [...dists.keys()].reverse() : [...dists.keys()];
      for (const d of order) {
        const result = await runLighthouse(`${sandboxes[d].url}${page}`, undefined, { flags: { additionalTraceCategories: 'disabled-by-default-v8.compile' }, artifacts: true });
        const events = result.artifacts.Trace.traceEvents;
        // The page's main thread: the thread with the most task time.
        const taskTime = new Map();
        for (const event of events)
          if (event.name === 'RunTask' && event.ph === 'X') taskTime.set(`${event.pid}:${event.tid}`, (taskTime.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
        const [main] = [...taskTime].sort((a, b) => b[1] - a[1])[0];
        const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
        let compile = 0;
        let end = 0;
        for (const event of onMain) {
          if (!COMPILE.test(event.name) || event.ts < end) continue;
          compile += event.dur;
          end = event.ts + event.dur;
        }
        const figures = { tbt: result.lhr.audits['total-blocking-time'].numericValue, tasks: taskTime.get(main) / 1000, compile: compile / 1000 };
        results[p][d].push(figures);
        console.log(`${page} ${dists[d]}: TBT ${Math.round(figures.tbt)} ms, main-thread tasks ${Math.round(figures.tasks)} ms, compiling ${figures.compile.toFixed(1)} ms (1x)`);
      }
    }
  }
} finally {
  await Promise.all(sandboxes.map(({ server }) => new Promise((resolve) => server.close(resolve))));
}
console.log(`\nLighthouse mobile, ${runs} loads of each page per build, alternating; medians (main-thread figures at 1x):`);
for (const [p, page] of pages.entries()) {
  for (const [d, dist] of dists.entries()) {
    const list = results[p][d];
    const range = (key) => `${Math.round(Math.min(...list.map((item) => item[key])))} to ${Math.round(Math.max(...list.map((item) => item[key])))}`;
    console.log(
      `${page} ${dist}: TBT ${Math.round(median(list.map(({ tbt }) => tbt)))} ms (${range('tbt')}), tasks ${Math.round(median(list.map(({ tasks }) => tasks)))} ms (${range('tasks')}), compiling ${median(list.map(({ compile }) => compile)).toFixed(1)} ms (${range('compile')})`,
    );
  }
}
