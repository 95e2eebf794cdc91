import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, type Page } from '../test';
import { holdRequests, layoutShifts, recordLayoutShifts, serverStylesReplaced, shadowHtml, watchConsole } from '../pages';

// What the render service's end-to-end tests share (render-service.spec.ts, render-templates.spec.ts):
// free ports, the servers they start and wait for, and the check that server-rendered fragments
// hydrate silently, unchanged and without moving.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  /** Ends the process with `signal` and waits until it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts a process and waits until `ready` answers; its output is kept for failure messages. */
export async function startProcess(command: string, args: string[], ready: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Running> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd, env: options.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    // A server still busy after five seconds is ended outright, so that no test waits on it.
    const outright = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(outright);
  };
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(ready)).ok) return { child, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${command} did not answer ${ready}: ${output}`);
}

/**
 * Opens `url` with the library held back until the server's HTML is on screen, then lets it
 * hydrate: the console stays silent, the DOM stays the same and nothing moves, from the first
 * paint on (the page links no eb-widgets.css: the fragments keep their own room while parsed).
 * `scripts`: the requests that bring the library (an app's own bundles, for a React app).
 */
export async function expectHydration(page: Page, url: string, tags: string[], scripts = '**/dist/**') {
  const messages = watchConsole(page);
  await recordLayoutShifts(page);
  const release = await holdRequests(page, scripts);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const before = new Map<string, string>();
  for (const tag of tags) {
    await expect(page.locator(tag).locator('[data-eb-ssr]')).toBeVisible();
    before.set(tag, await shadowHtml(page, tag));
  }
  release();
  for (const tag of tags) await serverStylesReplaced(page, tag);
  // The effects after hydration have run once the page is idle.
  await page.waitForLoadState('networkidle');
  for (const tag of tags) expect(await shadowHtml(page, tag), `<${tag}> after hydration`).toBe(before.get(tag));
  expect(messages, 'console messages and page errors').toEqual([]);
  expect(await layoutShifts(page), 'layout shifts').toEqual([]);
}
