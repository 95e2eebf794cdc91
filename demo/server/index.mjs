// Starts the sandbox: `node demo/server/index.mjs [--reset]`. PORT picks the port (default
// 8080; 0 takes a free one); EB_SANDBOX_DB the database file (default demo/server/data/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, DEMO_PAGES } from './app.mjs';
import { openDatabase } from './db.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DATABASE = path.join(HERE, 'data', 'sandbox.db');

/** `dist` serves another build of the library than the repository's dist/ (tests serve a copy). */
export function startSandbox({ port = 8080, database = DEFAULT_DATABASE, reset = false, dist } = {}) {
  const db = openDatabase(database, { reset });
  const server = createApp(db, { dist });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.on('close', () => db.close());
      resolve({ server, db, url: `http://127.0.0.1:${server.address().port}` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reset = process.argv.includes('--reset');
  const { url } = await startSandbox({
    port: Number(process.env.PORT ?? 8080),
    database: process.env.EB_SANDBOX_DB ?? DEFAULT_DATABASE,
    reset,
  });
  console.log(`\neb-widgets sandbox${reset ? ' (database reseeded)' : ''} at ${url}/\n`);
  for (const page of DEMO_PAGES) console.log(`  ${url}${page.path.padEnd(12)} ${page.about}`);
  console.log(`  ${`${url}/signin/`.padEnd(url.length + 12)} Sign in as a demo persona`);
  console.log(`  ${`${url}/api/v3/`.padEnd(url.length + 12)} The API (API.md §4)\n`);
}
