// The render service under load (`BENCH=render npm run bench`): `eb-widgets-render` from dist/ as
// a deployment runs it, and autocannon in this process, each on one of the machine's cores.
// Requests per second and latency percentiles for the anonymous footer and header, warm (from
// the service's memory) and cold (--cache-entries 0: every request rendered), and for the
// signed-in POST; then the service's memory over 100,000 requests for pages that keep changing,
// so that its cache must drop fragments to stay within its bound.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../scripts/build-support.mjs';

const BIN = path.join(ROOT, 'dist/npm/render-server.js');
const SECONDS = Number(process.env.RENDER_BENCH_SECONDS ?? 30);
const CONNECTIONS = 10;

const SIGNED_IN = {
  env: { serverUrl: 'https://www.eventbrite.com', locale: 'en_US' },
  user: { isAuthenticated: true, publicId: 'u42', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', email: { email: 'ada@example.com' } },
  request: { path: '/account/' },
};

/** Starts the bin (its request log to /dev/null, as to a log file); resolves with its URL and pid. */
async function startService(args = []) {
  const child = spawn(process.execPath, [BIN, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk) => {
      text += chunk;
      const found = text.match(/listening on (\S+)/);
      if (!found) return;
      child.stdout.off('data', onData);
      // From here on its one line per request goes nowhere, as cheaply as to a file.
      child.stdout.resume();
      resolve(found[1]);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`eb-widgets-render exited with ${code}`)));
  });
  return { url, pid: child.pid, stop: () => child.kill('SIGKILL') };
}

/** Resident memory of a process, in MB (Linux). */
function residentMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)[1]) / 1024;
}

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];

/** autocannon for SECONDS against one request; every response's time is kept for p95. */
async function load(options) {
  const times = [];
  const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

export async function renderServiceBenchmark() {
  const cases = [
    ['footer, anonymous, warm', [], { path: '/render/eb-footer?locale=en_US&page=/' }],
    ['header, anonymous, warm', [], { path: '/render/eb-header?locale=en_US&page=/' }],
    ['footer, anonymous, cold (cache off)', ['--cache-entries', '0'], { path: '/render/eb-footer?locale=en_US&page=/' }],
    ['header, anonymous, cold (cache off)', ['--cache-entries', '0'], { path: '/render/eb-header?locale=en_US&page=/' }],
    [
      'header, signed in (POST)',
      [],
      { path: '/render/eb-header?page=/account/', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SIGNED_IN) },
    ],
  ];
  const rows = [];
  for (const [name, args, request] of cases) {
    const service = await startService(args);
    try {
      // One request first: the code and catalogs loaded, as in a service that has been up a while.
      await fetch(`${service.url}${request.path}`, { method: request.method ?? 'GET', headers: request.headers, body: request.body });
      const { path: target, ...rest } = request;
      rows.push({ name, ...(await load({ url: `${service.url}${target}`, method: 'GET', ...rest })) });
      console.log(name, rows.at(-1));
    } finally {
      service.stop();
    }
  }

  // Memory: 100,000 requests over 2,000 pages (4 times the cache's 500 entries).
  const service = await startService();
  const memory = [];
  try {
    await fetch(`${service.url}/render/eb-footer?page=/`);
    memory.push({ requests: 0, mb: residentMB(service.pid) });
    let sent = 0;
    for (const upTo of [25_000, 50_000, 75_000, 100_000]) {
      await autocannon({
        url: service.url,
        connections: CONNECTIONS,
        amount: upTo - sent,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/render/eb-footer?page=/p/${sent++ % 2000}/` }) }],
      });
      memory.push({ requests: upTo, mb: residentMB(service.pid) });
      console.log('memory', memory.at(-1));
    }
  } finally {
    service.stop();
  }
  return { rows, memory, seconds: SECONDS, connections: CONNECTIONS };
}

const fixed = (value, digits = 0) => (value === undefined ? '–' : value.toFixed(digits));

export function renderServiceReport({ rows, memory, seconds, connections }, { date, machine }) {
  return [
    `## Render service (eb-widgets-render), ${date}`,
    '',
    `\`BENCH=render npm run bench\` (bench/render-service.mjs): the built bin, and autocannon with ${connections} connections for ${seconds} s per row, on one machine (${machine}); latencies in ms as autocannon measures them.`,
    '',
    '| request | requests/s | p50 | p95 | p99 | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.name} | ${fixed(row.requestsPerSecond)} | ${fixed(row.p50)} | ${fixed(row.p95)} | ${fixed(row.p99)} | ${row.non2xx} | ${row.errors} |`),
    '',
    `Resident memory over 100,000 anonymous requests for 2,000 pages (the cache keeps 500): ${memory.map(({ requests, mb }) => `${fixed(mb)} MB after ${requests.toLocaleString('en-US')}`).join(', ')}.`,
    '',
  ].join('\n');
}
