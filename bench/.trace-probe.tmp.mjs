import { chromium } from 'playwright';
import { startSandbox } from '../demo/server/index.mjs';
import { tmpdir } from 'node:os';
const { server, url } = await startSandbox({ port: 0, database: `${tmpdir()}/tr-${process.pid}.db`, reset: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] });
await page.goto(url + process.argv[2]);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 40000);
for (const t of main) {
  const kids = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 3000 && ['EvaluateScript', 'v8.compile', 'FunctionCall', 'v8.evaluateModule', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'TimerFire', 'EventDispatch', 'v8.compileModule', 'RunMicrotasks', 'HitTest', 'PrePaint', 'Commit'].includes(e.name));
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms`);
  for (const k of kids) console.log(`   ${k.name} ${(k.dur / 1000).toFixed(1)} ms ${(k.args?.data?.url ?? k.args?.data?.functionName ?? k.args?.data?.type ?? '').toString().slice(-60)}`);
}
await browser.close(); server.close(); process.exit(0);
