import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test';
import { expectHydration, freePort, startProcess } from './render-service/servers';

// The render service with real servers that do not run Node (issue 39): nginx including the
// header and footer with SSI, and a Python site that POSTs its page's server data for a
// signed-in header. Both load the library from dist/ only, as a legacy site would. nginx is
// Debian's (scripts/ensure-browsers.mjs installs it when missing).

const DIST = path.resolve('dist');
const BIN = path.resolve('dist/npm/render-server.js');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A static legacy page: nginx replaces each `<!--# include -->` with the render service's answer. */
const legacyPage = (origin: string) => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Ein Legacy-Template</title>
<script type="application/json" data-eb-config>${JSON.stringify({ env: { serverUrl: origin, locale: 'de_DE' }, user: { isAuthenticated: false }, request: { path: '/legacy.html' } })}</script>
<script type="module" src="/dist/eb-widgets.js"></script>
</head>
<body>
<!--# include virtual="/render/eb-header?locale=de_DE&page=/legacy.html" -->
<main id="page-content"><h1>Seite des Partners</h1><p>Statisches HTML, von nginx ausgeliefert.</p></main>
<!--# include virtual="/render/eb-footer?locale=de_DE&page=/legacy.html" -->
</body>
</html>
`;

const nginxConfig = (folder: string, port: number, renderPort: number) => `
${process.getuid?.() === 0 ? 'user root root;' : ''}
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  fastcgi_temp_path ${folder}/temp/fastcgi;
  uwsgi_temp_path ${folder}/temp/uwsgi;
  scgi_temp_path ${folder}/temp/scgi;
  types { text/html html; text/javascript js; application/json json; image/svg+xml svg; }
  server {
    listen 127.0.0.1:${port};
    root ${folder}/site;
    ssi on;
    # The fragments are not SSI themselves: left alone, nginx passes their ETag and cache headers on.
    location /render/ { ssi off; proxy_pass http://127.0.0.1:${renderPort}; }
    location /dist/ { alias ${DIST}/; }
    location = /favicon.ico { return 204; }
  }
}
`;

interface Site {
  url: string;
  stop: () => void;
}

/** eb-widgets-render, and nginx in front of it serving the legacy page and dist/. */
async function startNginxSite(): Promise<Site> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'eb-widgets-nginx-'));
  chmodSync(folder, 0o755);
  for (const sub of ['site', 'temp']) mkdirSync(path.join(folder, sub));
  const [port, renderPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  writeFileSync(path.join(folder, 'site', 'legacy.html'), legacyPage(origin));
  writeFileSync(path.join(folder, 'nginx.conf'), nginxConfig(folder, port, renderPort));
  const render = await startProcess(process.execPath, [BIN, '--port', String(renderPort), '--origin', origin], `http://127.0.0.1:${renderPort}/healthz`);
  const nginx = await startProcess(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], `${origin}/legacy.html`).catch((error) => {
    render.child.kill('SIGKILL');
    throw error;
  });
  return {
    url: origin,
    stop: () => {
      nginx.child.kill('SIGQUIT');
      render.child.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** eb-widgets-render, and a Python site (the standard library's http.server) that calls it. */
async function startPythonSite(): Promise<Site> {
  const [port, renderPort] = [await freePort(), await freePort()];
  const render = await startProcess(process.execPath, [BIN, '--port', String(renderPort)], `http://127.0.0.1:${renderPort}/healthz`);
  const python = await startProcess(
    'python3',
    [path.resolve('e2e/render-service/python_site.py'), String(port), `http://127.0.0.1:${renderPort}`, DIST],
    `http://127.0.0.1:${port}/account/`,
  ).catch((error) => {
    render.child.kill('SIGKILL');
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      python.child.kill('SIGKILL');
      render.child.kill('SIGTERM');
    },
  };
}

test.describe('the render service behind nginx with SSI: a static legacy page includes the header and footer', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startNginxSite();
  });
  test.afterAll(() => site?.stop());

  test.describe('with scripts disabled', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

    test('the header and footer nginx included are visible and readable by role, in German', async ({ page }) => {
      await page.goto(`${site.url}/legacy.html`);
      const header = page.locator('eb-header');
      await expect(header.getByRole('banner')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Eventbrite-Startseite' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
      const footer = page.locator('eb-footer');
      await expect(footer.getByRole('contentinfo')).toBeVisible();
      await expect(footer.getByRole('combobox', { name: 'Land und Sprache' })).toHaveValue('de_DE');
      await expect(footer.getByText(`© ${new Date().getFullYear()} Eventbrite`)).toBeVisible();
      // Sign-in returns to the page it was included in, on the platform's site.
      await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', `${site.url}/signin/?referrer=%2Flegacy.html`);
    });
  });

  test('with scripts (the module loader from dist/), they hydrate with no console message, the same DOM and no layout shift, then answer a real click', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectHydration(page, `${site.url}/legacy.html`, ['eb-header', 'eb-footer']);
    const help = page.locator('eb-header').getByRole('button', { name: 'Hilfe' });
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
  });

  test('nginx passes the cache headers on: a CDN in front keeps the anonymous fragment', async ({ request }) => {
    const response = await request.get(`${site.url}/render/eb-footer?locale=de_DE&page=/legacy.html`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=300, s-maxage=86400, stale-while-revalidate=604800');
    expect(response.headers().etag).toMatch(/^"[\w-]+"$/);
  });
});

test.describe('the render service called by a Python site: the signed-in header and footer, POSTed from the server', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startPythonSite();
  });
  test.afterAll(() => site?.stop());

  test.describe('with scripts disabled', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

    test("the person's header is in the page before any script: their menu, not Sign In", async ({ page }) => {
      await page.goto(`${site.url}/account/`);
      const header = page.locator('eb-header');
      await expect(header.getByRole('button', { name: /grace\.hopper@example\.com/ })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your account, Grace' })).toBeVisible();
    });
  });

  test("with scripts (the IIFE from dist/), the signed-in header and the footer hydrate with no console message, the same DOM and no layout shift; the person's menu opens on a real click", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectHydration(page, `${site.url}/account/`, ['eb-header', 'eb-footer']);
    const trigger = page
      .locator('eb-header')
      .getByRole('button', { name: /grace\.hopper@example\.com/ })
      .first();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('eb-header').getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });
});
