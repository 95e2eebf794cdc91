import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startSandbox } from '/work/main/demo/server/index.mjs';
import { tmpdir } from 'node:os';
const { server, url } = await startSandbox({ port: 0, database: `${tmpdir()}/pb-${process.pid}.db`, reset: true, dist: process.env.DIST });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const files = new Set();
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/dist/') && u.pathname.endsWith('.js')) files.add(u.pathname); });
  await page.goto(url + p); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  let total = 0; const rows = [];
  for (const f of files) { const g = gzipSync(readFileSync((process.env.DIST ?? '/work/main/dist') + f.slice(5)), { level: 9 }).length; total += g; rows.push([f, g]); }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(p, (total / 1024).toFixed(1), 'KB gzip in', files.size, 'files');
  if (process.env.V) for (const [f, g] of rows) console.log('   ', (g / 1024).toFixed(1).padStart(6), f);
  await page.close();
}
await browser.close(); server.close(); process.exit(0);
