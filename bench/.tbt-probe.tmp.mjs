// Probe: long tasks per page under 4x CPU throttling (as Lighthouse mobile simulates it, roughly).
import { chromium } from 'playwright';
import { startSandbox } from '../demo/server/index.mjs';
import { tmpdir } from 'node:os';
const { server, url } = await startSandbox({ port: 0, database: `${tmpdir()}/tbt-${process.pid}.db`, reset: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const rate = Number(process.env.RATE ?? 4);
for (const p of process.argv.slice(2)) {
  const results = [];
  for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const long = await page.evaluate(() => window.__long);
    const tbt = long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    results.push({ tbt, long });
    await page.close();
  }
  results.sort((a, b) => a.tbt - b.tbt);
  const mid = results[Math.floor(results.length / 2)];
  console.log(p, 'TBT(x' + rate + ') median', mid.tbt, 'runs', results.map((r) => r.tbt).join(','), 'long tasks of median run', JSON.stringify(mid.long));
}
await browser.close(); server.close(); process.exit(0);
