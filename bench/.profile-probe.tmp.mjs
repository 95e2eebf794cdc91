import { chromium } from 'playwright';
import { startSandbox } from '../demo/server/index.mjs';
import { tmpdir } from 'node:os';
const { server, url } = await startSandbox({ port: 0, database: `${tmpdir()}/pr-${process.pid}.db`, reset: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url + process.argv[2]);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const cf = n.callFrame; const key = `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0)); }
const rows = [...self].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30));
for (const [k, us] of rows) console.log((us / 1000).toFixed(1).padStart(7), 'ms', k);
// by file
const byFile = new Map();
for (const [k, us] of self) { const f = k.split(' ').slice(1).join(' ').split(':')[0]; byFile.set(f, (byFile.get(f) ?? 0) + us); }
console.log('--- by file');
for (const [f, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log((us / 1000).toFixed(1).padStart(7), 'ms', f);
await browser.close(); server.close(); process.exit(0);
