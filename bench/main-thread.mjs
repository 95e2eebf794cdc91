// Where a sandbox page's main-thread time goes as it loads, at 4x CPU throttling (what
// Lighthouse's mobile simulation multiplies each task by): the tasks past 50 ms with what ran in
// them (a Chromium trace), then the functions that took the most time, mapped through the
// source maps of dist/ to the library's sources (a CPU profile). For finding the long tasks of
// issue 16; figures vary from run to run on a shared machine. A built file's own line 0, column 0
// is its top level: compiling and evaluating the module. Under Playwright, Chromium records the
// JavaScript stack of each script request, and V8 re-parses the files on that stack for their
// source positions (25 to 69 ms at 1x a load): it shows as the own time of the function that adds
// a script element (the classic loader's), and Lighthouse's traces do not have it.
//   npm run build && node bench/main-thread.mjs /partner/ [/apps/ ...]
//   BY=file SHOWN=30 node bench/main-thread.mjs /many-cards/   (by source file, 30 rows)
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { startSandbox } from '../demo/server/index.mjs';
import { ROOT } from '../scripts/build-support.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const CPU_SLOWDOWN = 4;
// BY=file sums each function's time by its source file instead of its line; SHOWN: how many rows.
const BY_FILE = process.env.BY === 'file';
const SHOWN = Number(process.env.SHOWN ?? 15);
const LONG_TASK_US = 50_000;
const SHOWN_WORK = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'Commit', 'TimerFire']);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const mappings = new Map();

/** The source map segments of each line of a built file: [column, source, line], by line. */
function segmentsOf(file) {
  if (!mappings.has(file)) {
    const lines = [];
    if (existsSync(`${file}.map`)) {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
      let source = 0;
      let line = 0;
      for (const generatedLine of map.mappings.split(';')) {
        const segments = [];
        let column = 0;
        for (const segment of generatedLine.split(',').filter(Boolean)) {
          const values = [];
          let value = 0;
          let shift = 0;
          for (const char of segment) {
            let digit = BASE64.indexOf(char);
            const more = digit & 32;
            digit &= 31;
            value += digit << shift;
            if (more) shift += 5;
            else {
              values.push(value & 1 ? -(value >> 1) : value >> 1);
              value = 0;
              shift = 0;
            }
          }
          column += values[0];
          if (values.length > 1) {
            source += values[1];
            line += values[2];
          }
          segments.push([column, map.sources[source].replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, ''), line + 1]);
        }
        lines.push(segments);
      }
    }
    mappings.set(file, lines);
  }
  return mappings.get(file);
}

/** `src/…:line` of a frame in a dist/ file, or the frame's own URL. */
function origin({ url, lineNumber, columnNumber, functionName }) {
  const distPath = url.includes('/dist/') ? path.join(ROOT, 'dist', url.split('/dist/')[1]) : undefined;
  if (!distPath) return `${functionName || '(anonymous)'} ${url || '(native)'}`;
  let found;
  for (const segment of segmentsOf(distPath)[lineNumber] ?? []) {
    if (segment[0] > columnNumber) break;
    found = segment;
  }
  return found ? `${found[1]}:${found[2]}` : `${path.relative(ROOT, distPath)}:${lineNumber}:${columnNumber} ${functionName}`;
}

async function measure(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();

  console.log(`\n${url} at ${CPU_SLOWDOWN}x CPU: tasks past 50 ms`);
  for (const task of trace.filter((event) => event.name === 'RunTask' && event.dur > LONG_TASK_US)) {
    const work = trace.filter(
      (event) => event.tid === task.tid && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur && event.dur > 3000 && SHOWN_WORK.has(event.name),
    );
    const parts = work.map((event) => `${event.name} ${(event.dur / 1000).toFixed(0)} ms${event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : ''}`);
    console.log(`  ${(task.dur / 1000).toFixed(0)} ms${parts.length ? `: ${parts.join(', ')}` : ''}`);
  }

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  profile.samples.forEach((id, index) => {
    const { callFrame } = nodes.get(id);
    if (['(idle)', '(program)', '(root)'].includes(callFrame.functionName)) return;
    const key = BY_FILE ? origin(callFrame).replace(/:\d+$/, '') : origin(callFrame);
    selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  console.log(`${url}: most time of its own (ms at ${CPU_SLOWDOWN}x)`);
  for (const [where, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) console.log(`  ${(us / 1000).toFixed(1).padStart(6)}  ${where}`);
}

const paths = process.argv.slice(2);
if (!paths.length) throw new Error('Name the pages: node bench/main-thread.mjs /partner/ /apps/');
if (!existsSync(path.join(ROOT, 'dist', 'eb-widgets.js'))) throw new Error('Build first: npm run build');
const { server, url } = await startSandbox({ port: 0, database: path.join(tmpdir(), `eb-widgets-main-thread-${process.pid}.db`), reset: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const pagePath of paths) await measure(browser, `${url}${pagePath}`);
} finally {
  await browser.close();
  server.close();
}
