// The React framework benchmark of issue 47 (BENCH=react): Lighthouse mobile, at the calibrated
// CPU slowdown (bench/cpu-slowdown.mjs), of the Next.js app's layout page (fixtures/next-app,
// /about/: the organizer header and the footer around a page of the app's own) with the header
// and footer drawn on the server (<EbServerData>), against the same page with them drawn in the
// browser: a copy of the app whose layout gives the same server data as a config block instead
// of <EbServerData>, built beside it. Runs alternate between the two, which go first in turn;
// medians of BENCH_RUNS (5). Needs the fixture built (scripts/consumer.test.mjs, or `npm test`).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/build-support.mjs';
import { startSandbox } from '../demo/server/index.mjs';
import { calibrate, runLighthouse } from './lighthouse.mjs';
import { cpuSlowdownFor } from './cpu-slowdown.mjs';
import { median } from './lighthouse-report.mjs';

const FIXTURES = path.join(ROOT, 'fixtures');
const SERVER_DRAWN = path.join(FIXTURES, 'next-app');
// Beside the fixture, so that it finds the packed package in fixtures/node_modules (git-ignored).
const BROWSER_DRAWN = path.join(FIXTURES, 'next-app-client-drawn');
const NEXT = path.join(ROOT, 'node_modules', '.bin', 'next');
const PAGE = '/about/';

/**
 * The fixture's layout with the header and footer drawn in the browser: the same elements and
 * the same server data, given as the page's config block instead of through <EbServerData>.
 */
export function browserDrawnLayout(layout) {
  const opening = /<EbServerData serverData=\{await serverData\(\)\}[^>]*>/;
  if (!opening.test(layout) || !layout.includes('</EbServerData>'))
    throw new Error('fixtures/next-app/app/layout.tsx no longer wraps the page in <EbServerData serverData={await serverData()} ...>');
  const block = '<script type="application/json" data-eb-config="" dangerouslySetInnerHTML={{ __html: JSON.stringify(await serverData()).replace(/</g, "\\\\u003c") }} />';
  return layout.replace(opening, `<>\n          ${block}`).replace('</EbServerData>', '</>').replace('import { EbHeader, EbServerData } from', 'import { EbHeader } from');
}

function buildBrowserDrawn(log) {
  rmSync(BROWSER_DRAWN, { recursive: true, force: true });
  cpSync(SERVER_DRAWN, BROWSER_DRAWN, { recursive: true, filter: (source) => !source.includes(`${path.sep}.next`) });
  const layout = path.join(BROWSER_DRAWN, 'app', 'layout.tsx');
  writeFileSync(layout, browserDrawnLayout(readFileSync(layout, 'utf8')));
  log('react: building the browser-drawn copy of fixtures/next-app');
  const built = spawnSync(NEXT, ['build'], { cwd: BROWSER_DRAWN, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`next build of the browser-drawn copy failed:\n${built.stdout}${built.stderr}`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startNext(cwd, sandboxUrl) {
  const port = await freePort();
  const child = spawn(NEXT, ['start', '--port', String(port)], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', EB_API_ORIGIN: sandboxUrl, EB_SERVER_URL: sandboxUrl },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}${PAGE}`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`next start in ${cwd} did not answer`);
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue;

export async function reactFrameworksBenchmark({ runs = 5, calibrationRuns = 3, log = console.error } = {}) {
  if (!existsSync(path.join(SERVER_DRAWN, '.next', 'BUILD_ID'))) throw new Error('Build fixtures/next-app first: node --test scripts/consumer.test.mjs (or npm test)');
  buildBrowserDrawn(log);
  const folder = mkdtempSync(path.join(tmpdir(), 'eb-widgets-react-bench-'));
  const sandbox = await startSandbox({ port: 0, database: path.join(folder, 'sandbox.db'), reset: true });
  const apps = {};
  try {
    apps.server = await startNext(SERVER_DRAWN, sandbox.url);
    apps.browser = await startNext(BROWSER_DRAWN, sandbox.url);
    const html = await (await fetch(`${apps.server.url}${PAGE}`)).text();
    if (!html.includes('<template shadowrootmode="open">')) throw new Error('the server-drawn page holds no drawn header');
    const calibration = await calibrate(`${apps.server.url}${PAGE}`, { runs: calibrationRuns, log });
    const slowdown = cpuSlowdownFor(calibration.benchmarkIndex, 'mobile');
    log(`react: benchmark index ${Math.round(calibration.benchmarkIndex)}, CPU slowdown ${slowdown}x`);
    const results = { server: [], browser: [] };
    for (let run = 1; run <= runs; run++) {
      for (const name of run % 2 ? ['server', 'browser'] : ['browser', 'server']) {
        const lhr = await runLighthouse(`${apps[name].url}${PAGE}`, undefined, { flags: { throttling: { cpuSlowdownMultiplier: slowdown } } });
        const figures = {
          score: lhr.categories.performance.score,
          fcp: numeric(lhr, 'first-contentful-paint'),
          lcp: numeric(lhr, 'largest-contentful-paint'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          tbt: numeric(lhr, 'total-blocking-time'),
        };
        results[name].push(figures);
        log(
          `react ${run}/${runs} ${name}-drawn: performance ${figures.score}, FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbt)} ms`,
        );
      }
    }
    const summary = (list) => Object.fromEntries(['score', 'fcp', 'lcp', 'cls', 'tbt'].map((key) => [key, median(list.map((figures) => figures[key]))]));
    return {
      runs,
      slowdown,
      benchmarkIndex: calibration.benchmarkIndex,
      server: { runs: results.server, ...summary(results.server) },
      browser: { runs: results.browser, ...summary(results.browser) },
    };
  } finally {
    for (const app of Object.values(apps)) app.stop();
    await new Promise((resolve) => sandbox.server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const spread = (list, key, format) => `${format(Math.min(...list.map((figures) => figures[key])))} to ${format(Math.max(...list.map((figures) => figures[key])))}`;

export function reactFrameworksReport(result, { date, machine }) {
  const row = (label, key, format) =>
    `| ${label} | ${format(result.server[key])} (${spread(result.server.runs, key, format)}) | ${format(result.browser[key])} (${spread(result.browser.runs, key, format)}) |`;
  return `## React frameworks: the Next.js layout page, header and footer drawn on the server or in the browser (issue 47)

\`BENCH=react npm run bench\` (\`bench/react-frameworks.mjs\`), ${date}, ${machine}. Lighthouse mobile (simulated throttling) of
\`/about/\` in \`fixtures/next-app\` (Next.js 16.4, \`next start\`): the organizer header, the app's own
text and the footer. Drawn on the server: the fixture as it is, under \`<EbServerData>\`. Drawn in the
browser: a copy whose layout gives the same server data as a config block instead. CPU slowdown
${result.slowdown}x, calibrated to this machine (benchmark index ${Math.round(result.benchmarkIndex)}). Medians of ${result.runs}
runs each, alternating, with the range in brackets.

| figure | drawn on the server | drawn in the browser |
|---|---:|---:|
${row('performance score', 'score', (value) => String(Math.round(value * 100)))}
${row('FCP', 'fcp', ms)}
${row('LCP', 'lcp', ms)}
${row('CLS', 'cls', (value) => value.toFixed(3))}
${row('TBT', 'tbt', ms)}
`;
}
