// WebKit (Safari's engine) as Debian ships it for automation: WebKitWebDriver driving WebKitGTK's
// MiniBrowser under xvfb-run, over classic WebDriver. The client is the few commands the smoke
// needs, on fetch: selenium-webdriver brings Selenium Manager, which fetches drivers, and
// webdriverio a large dependency tree, for ten commands.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inPage, SETTLE_MS } from './in-page.mjs';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS = { Enter: '\uE007', Escape: '\uE00C' };

// Classic WebDriver has no log endpoint, WebKitWebDriver 2.50 as Debian builds it refuses
// `webSocketUrl` (no BiDi), and MiniBrowser prints console messages only for non-ephemeral
// sessions, which automation sessions are not. So the pages are served through a proxy that
// adds this collector as the first script of every HTML page; nothing changes in demo/pages or
// dist/. It records what reaches the window from the page's first script on: uncaught
// exceptions (any script, timer, handler or module), unhandled rejections and console.error
// calls. It cannot see errors thrown before it runs (there is no script before it), errors in
// workers or other frames, rejections a page handles late, or errors on a page after the smoke's
// last read of it (the smoke reads before every click and navigation, so those go to the next check).
const COLLECTOR = `<script>(() => {
  const errors = [];
  Object.defineProperty(window, '__ebCrossBrowserErrors', { value: errors });
  const describe = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) errors.push('uncaught: ' + describe(event.error ?? event.message) + ' (' + event.filename + ':' + event.lineno + ')');
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + describe(event.reason)), true);
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push('console.error: ' + args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };
})();</script>`;

/**
 * An HTTP proxy to `target` that adds the collector at the top of each HTML page, and counts the
 * requests under way (WebDriver classic says nothing of the network).
 */
function collectorProxy(target) {
  const { hostname, port } = new URL(target);
  const traffic = { pending: 0, lastDone: Date.now() };
  const server = createServer((request, response) => {
    traffic.pending += 1;
    response.on('close', () => {
      traffic.pending -= 1;
      traffic.lastDone = Date.now();
    });
    const headers = { ...request.headers };
    // Pages uncompressed, to edit them; the library's files and the API as the sandbox sends them.
    const isPage = (headers.accept ?? '').includes('text/html');
    if (isPage) delete headers['accept-encoding'];
    const upstream = httpRequest({ hostname, port, method: request.method, path: request.url, headers }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      if (!type.startsWith('text/html') || answer.headers['content-encoding']) {
        response.writeHead(answer.statusCode, answer.rawHeaders);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const head = /<head[^>]*>/i.exec(html);
        const body = head ? html.slice(0, head.index + head[0].length) + COLLECTOR + html.slice(head.index + head[0].length) : COLLECTOR + html;
        const raw = [];
        for (let index = 0; index < answer.rawHeaders.length; index += 2) {
          if (answer.rawHeaders[index].toLowerCase() !== 'content-length') raw.push(answer.rawHeaders[index], answer.rawHeaders[index + 1]);
        }
        response.writeHead(answer.statusCode, [...raw, 'Content-Length', String(Buffer.byteLength(body))]);
        response.end(body);
      });
    });
    upstream.on('error', (error) => {
      response.writeHead(502).end(String(error));
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        /** Resolves once no request has been under way for SETTLE_MS. */
        async idle(timeout = 15_000) {
          const deadline = Date.now() + timeout;
          while (traffic.pending > 0 || Date.now() - traffic.lastDone < SETTLE_MS) {
            if (Date.now() > deadline) throw new Error(`the page still had ${traffic.pending} requests under way after ${timeout} ms`);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        },
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      }),
    );
  });
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

class WebDriverError extends Error {}

/** One classic WebDriver command; the value of its answer, or a WebDriverError. */
async function command(base, method, url, body) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = await answer.json();
  if (!answer.ok) throw new WebDriverError(`${method} ${url}: ${value?.error}: ${value?.message}`);
  return value;
}

export async function launchWebKit() {
  for (const file of [WEBKIT_DRIVER, MINIBROWSER]) {
    if (!existsSync(file)) throw new Error(`No ${file}: run node scripts/ensure-browsers.mjs (Debian's webkit2gtk-driver).`);
  }
  // MiniBrowser's toolbar buttons keep its window at least 447 px wide; without their padding a
  // window is as narrow as a phone. GTK's styles reach the toolbar only: WebKitGTK draws the
  // page's own form controls itself.
  const config = mkdtempSync(path.join(tmpdir(), 'eb-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), 'button { min-width: 0; padding: 0; margin: 0; border-width: 0; }\n');
  const port = await freePort();
  // A process group of its own: xvfb-run, Xvfb, the driver and the browsers end together.
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    env: { ...process.env, XDG_CONFIG_HOME: config },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Outside the terminal's process group, so a Ctrl-C or an early exit must end it here.
  const stopDriver = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stopDriver);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopDriver();
      process.kill(process.pid, signal);
    });
  }
  let driverLog = '';
  driver.stderr.on('data', (chunk) => (driverLog = (driverLog + chunk).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${driverLog}`);
    try {
      const status = await command(base, 'GET', '/status');
      if (status.ready) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 30_000) throw new Error(`WebKitWebDriver did not start in 30 s: ${driverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const proxies = [];

  return {
    async open(baseUrl, { width, height }) {
      const proxy = await collectorProxy(baseUrl);
      proxies.push(proxy);
      const session = await command(base, 'POST', '/session', {
        capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
      });
      const at = `${base}/session/${session.sessionId}`;
      const send = (method, url, body) => command(at, method, url, body);
      await send('POST', '/window/rect', { width, height });
      const size = await send('POST', '/execute/sync', { script: 'return [innerWidth, innerHeight]', args: [] });
      if (size[0] !== width) throw new Error(`MiniBrowser's window is ${size[0]} px wide, not ${width}`);

      const run = (fn, args) => send('POST', '/execute/sync', { script: `return ${inPage(fn, args)}`, args: [] });
      const errors = [];
      // The collector's list of the current page, emptied; a page without it is an error too.
      const collect = async () => {
        const found = await send('POST', '/execute/sync', {
          script: "return window.__ebCrossBrowserErrors ? window.__ebCrossBrowserErrors.splice(0) : ['no error collector in ' + location.href]",
          args: [],
        }).catch((error) => [`could not read the page's errors: ${error.message}`]);
        errors.push(...found);
      };
      const keys = (values) =>
        send('POST', '/actions', {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: values.flatMap((value) => [
                { type: 'keyDown', value },
                { type: 'keyUp', value },
              ]),
            },
          ],
        });
      let loaded = false;
      return {
        async goto(pathname) {
          if (loaded) await collect();
          await send('POST', '/url', { url: new URL(pathname, proxy.url).href });
          loaded = true;
        },
        run: (fn, ...args) => run(fn, args),
        async element(fn, ...args) {
          const found = await run(fn, args);
          return found && found[ELEMENT] ? found[ELEMENT] : null;
        },
        // Trusted input through the Actions API: the pointer moves to the element's centre and
        // presses there, as a mouse would. Not Element Click: in WebKitGTK 2.50 its check that
        // nothing covers the element misfires for a form field inside a shadow root ('element
        // click intercepted' on the marketplace's search field, with nothing over it).
        async click(element) {
          await collect();
          await send('POST', '/execute/sync', { script: "arguments[0].scrollIntoView({ block: 'center' })", args: [{ [ELEMENT]: element }] });
          await send('POST', '/actions', {
            actions: [
              {
                type: 'pointer',
                id: 'mouse',
                parameters: { pointerType: 'mouse' },
                actions: [
                  { type: 'pointerMove', origin: { [ELEMENT]: element }, x: 0, y: 0 },
                  { type: 'pointerDown', button: 0 },
                  { type: 'pointerUp', button: 0 },
                ],
              },
            ],
          });
        },
        type: (text) => keys([...text]),
        press: (key) => keys([KEYS[key] ?? key]),
        settle: () => proxy.idle(),
        async takeErrors() {
          await collect();
          return errors.splice(0);
        },
        async screenshot(file) {
          writeFileSync(file, Buffer.from(await send('GET', '/screenshot'), 'base64'));
        },
        async close() {
          await send('DELETE', '');
          await proxy.close();
        },
      };
    },
    async close() {
      await Promise.all(proxies.map((proxy) => proxy.close().catch(() => {})));
      if (driver.exitCode === null) {
        const exited = new Promise((resolve) => driver.once('exit', resolve));
        stopDriver();
        await exited;
      }
      rmSync(config, { recursive: true, force: true });
    },
  };
}
