// The sandbox for one engine's run, as playwright.config.ts starts it for the end-to-end tests: its
// own database, seeded afresh, serving the current dist/. PORT=0 takes a free port, so this runs
// beside a developer's `npm start` or another run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startSandbox(name) {
  const database = path.join(tmpdir(), `eb-widgets-cross-browser-${name}-${process.pid}.db`);
  const server = spawn(process.execPath, ['demo/server/index.mjs', '--reset'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', EB_SANDBOX_DB: database },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start in 30 s: ${output}`)), 30_000);
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /sandbox.* at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}): ${output}`));
    });
  });
  // Its log after the start (one line per page) is of no use here.
  server.stdout.resume();
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        await exited;
      }
      for (const file of [database, `${database}-wal`, `${database}-shm`]) rmSync(file, { force: true });
    },
  };
}
