// What would a page's Lighthouse LCP be with fewer files, or smaller ones? (issue 16)
// Lighthouse's mobile LCP is not measured but simulated (Lantern) from one observed load: this
// saves that load once and simulates it again with files left out or resized, which a fresh
// Lighthouse run cannot tell apart from its own noise.
//
//   node bench/lantern-replay.mjs save /partner/ /tmp/partner.json      one Lighthouse mobile run of dist/
//   node bench/lantern-replay.mjs replay /tmp/partner.json                the LCP Lantern gives it
//   node bench/lantern-replay.mjs replay /tmp/partner.json runtime-=-3000 controls-=drop
//       each `<part of a URL>=<change>`: `drop` leaves the request out, `+N`/`-N` changes its size
//       (bytes as sent), `N` sets it; VERBOSE=1 prints the simulated graph, node by node.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSandbox } from '../demo/server/index.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));

async function save(page, file) {
  const { default: lighthouse } = await import(pathToFileURL(require.resolve('lighthouse')).href);
  const { launch } = await import(pathToFileURL(createRequire(require.resolve('lighthouse')).resolve('chrome-launcher')).href);
  const folder = mkdtempSync(path.join(tmpdir(), 'lantern-replay-'));
  const { server, url } = await startSandbox({ port: 0, database: path.join(folder, 'sandbox.db'), reset: true, dist: process.env.DIST ?? path.join(ROOT, 'dist') });
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], logLevel: 'silent' });
  try {
    const { lhr, artifacts } = await lighthouse(`${url}${page}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const { Trace: trace, DevtoolsLog: devtoolsLog, GatherContext: gatherContext, URL: urls, SourceMaps: sourceMaps } = artifacts;
    writeFileSync(
      file,
      JSON.stringify({ origin: url, settings: lhr.configSettings, trace, devtoolsLog, gatherContext, urls, sourceMaps, lcp: lhr.audits['largest-contentful-paint'].numericValue }),
    );
    console.log(`${page}: Lighthouse LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms, saved to ${file}`);
  } finally {
    chrome.kill();
    server.close();
  }
}

async function replay(file, changes) {
  const { LanternLargestContentfulPaint } = await import(pathToFileURL(path.join(lighthouseDir, 'core/computed/metrics/lantern-largest-contentful-paint.js')).href);
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  const urlOf = new Map();
  for (const { method, params } of saved.devtoolsLog) if (method === 'Network.requestWillBeSent') urlOf.set(params.requestId, params.request.url);
  const matching = (part) => new Set([...urlOf].filter(([, url]) => url.includes(part)).map(([id]) => id));
  for (const change of changes) {
    const [part, how] = change.split('=');
    const ids = matching(part);
    if (!ids.size) throw new Error(`No request's URL contains '${part}'`);
    if (how === 'drop') {
      saved.devtoolsLog = saved.devtoolsLog.filter(({ params }) => !ids.has(params?.requestId));
      continue;
    }
    for (const { method, params } of saved.devtoolsLog) {
      if (method !== 'Network.loadingFinished' || !ids.has(params.requestId)) continue;
      params.encodedDataLength = /^[+-]/.test(how) ? params.encodedDataLength + Number(how) : Number(how);
    }
  }
  const { settings, trace, devtoolsLog, gatherContext, urls, sourceMaps } = saved;
  const result = await LanternLargestContentfulPaint.request(
    { trace, devtoolsLog, gatherContext, settings, simulator: null, URL: urls, SourceMaps: sourceMaps },
    { computedCache: new Map(), settings },
  );
  console.log(`${changes.join(' ') || 'as observed'}: LCP ${Math.round(result.timing)} ms (Lighthouse said ${Math.round(saved.lcp)} ms)`);
  if (!process.env.VERBOSE) return;
  const nodes = [...result.optimisticEstimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, { startTime, endTime }] of nodes) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(saved.origin, '')} ${node.request.transferSize} B, connection ${node.request.connectionId}`
        : `CPU ${Math.round(node.duration / 1000)} ms observed`;
    console.log(`${String(Math.round(startTime)).padStart(6)} ${String(Math.round(endTime)).padStart(6)}  ${what}`);
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'save' && rest.length === 2) await save(rest[0], rest[1]);
else if (command === 'replay' && rest.length >= 1) await replay(rest[0], rest.slice(1));
else {
  console.error('Usage: node bench/lantern-replay.mjs save </page/> <file.json> | replay <file.json> [<part of a URL>=drop|+N|-N|N ...]');
  process.exit(2);
}
