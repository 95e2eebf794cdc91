import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
import { startSandbox } from '../demo/server/index.mjs';
import { tmpdir } from 'node:os';
const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const maps = new Map();
function origin(file, col) {
  try {
    let segs = maps.get(file);
    if (!segs) {
      const map = JSON.parse(readFileSync(file + '.map', 'utf8')); segs = [];
      let src = 0, line = 0, c = 0;
      for (const seg of map.mappings.split(';')[0].split(',')) { const vals = []; let v = 0, shift = 0; for (const ch of seg) { let d = chars.indexOf(ch); const cont = d & 32; d &= 31; v += d << shift; if (cont) shift += 5; else { const neg = v & 1; v >>= 1; vals.push(neg ? -v : v); v = 0; shift = 0; } } c += vals[0]; if (vals.length > 1) { src += vals[1]; line += vals[2]; } segs.push([c, map.sources[src].replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, ''), line + 1]); }
      maps.set(file, segs);
    }
    let best; for (const s of segs) { if (s[0] <= col) best = s; else break; } return best ? `${best[1]}:${best[2]}` : '?';
  } catch { return '?'; }
}
const { server, url } = await startSandbox({ port: 0, database: `${tmpdir()}/pr-${process.pid}.db`, reset: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
await page.goto(url + process.argv[2]);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const incl = new Map();
let i = 0;
for (const s of profile.samples) {
  const d = profile.timeDeltas[i++] ?? 0; let n = byId.get(s);
  const cf = n.callFrame; if (['(idle)', '(program)', '(root)'].includes(cf.functionName)) continue;
  const key = (cf) => cf.url.includes('/dist/') ? origin('dist' + cf.url.split('/dist')[1], cf.columnNumber) + ' ' + cf.functionName : `${cf.functionName} ${cf.url}`;
  self.set(key(cf), (self.get(key(cf)) ?? 0) + d);
  const seen = new Set();
  for (let id = s; id !== undefined; id = parent.get(id)) { const k = key(byId.get(id).callFrame); if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); }
}
console.log('--- self');
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((us / 1000).toFixed(1).padStart(7), k);
console.log('--- inclusive (src/ only)');
for (const [k, us] of [...incl].filter(([k]) => k.startsWith('src/') || k.startsWith('elements/')).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((us / 1000).toFixed(1).padStart(7), k);
await browser.close(); server.close(); process.exit(0);
