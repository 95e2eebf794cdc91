import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, testOnWorkerPage, type Page } from './test';
import { expectHydration, freePort, startProcess, type Running } from './render-service/servers';
import { readmeBlocks } from '../scripts/readme-examples.mjs';

// The README's server code for the render service, run as written in real servers from Debian's
// packages (scripts/ensure-browsers.mjs installs them): its ESI page behind Varnish, its Django
// template tag and template, its Rails helper and its PHP. Each block is read from README.md at
// test time (`<!-- server-example: NAME -->`); the glue around it is the least each server needs
// (e2e/render-service/django_site.py and rails_site.rb, the PHP pages and the VCL below). Each
// page loads the library from dist/ only. What each server keeps is read from the render
// service's request log, one line per request.

const DIST = path.resolve('dist');
const BIN = path.resolve('dist/npm/render-server.js');
const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
// Debian's python3, which python3-django installs into (a python3 earlier on PATH may lack it).
const DJANGO_PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3';
const README = readFileSync('README.md', 'utf8');
// Where the README's code asks the render service; each server here asks its own.
const README_SERVICE = 'http://127.0.0.1:8787';

/** The block of README.md under `<!-- server-example: name -->`. */
function serverExample(name: string): string {
  const block = readmeBlocks(README).find((candidate: { server?: string }) => candidate.server === name);
  if (!block) throw new Error(`README.md has no <!-- server-example: ${name} --> block`);
  return block.code;
}

/** The README's code, asking this test's render service instead of the README's address. */
function askingService(code: string, serviceUrl: string): string {
  if (!code.includes(README_SERVICE)) throw new Error(`the README's code no longer asks ${README_SERVICE}: ${code}`);
  return code.replaceAll(README_SERVICE, serviceUrl);
}

interface RenderService extends Running {
  url: string;
  /** How many `GET` or `POST` requests for `tag` the service has logged, once every answered request is in its log. */
  requests: (method: 'GET' | 'POST', tag: string) => Promise<number>;
}

/** eb-widgets-render for the site at `origin`, with its request log. */
async function startRenderService(origin: string): Promise<RenderService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = await startProcess(process.execPath, [BIN, '--port', String(port), '--origin', origin], `${url}/healthz`);
  let marks = 0;
  const requests = async (method: 'GET' | 'POST', tag: string) => {
    // The service logs a request once answered: a request of our own, logged after the ones
    // already answered, tells when the log holds them all.
    const mark = `GET /healthz?mark=${++marks} 200`;
    await fetch(`${url}/healthz?mark=${marks}`);
    await expect.poll(() => running.output().includes(mark)).toBe(true);
    return running
      .output()
      .split('\n')
      .filter((line) => line.startsWith(`${method} /render/${tag}?`)).length;
  };
  return { ...running, url, requests };
}

interface Site {
  url: string;
  render: RenderService;
  stop: () => Promise<void>;
}

/**
 * The language of the template servers' pages: not the default, so that a fragment asked for
 * without the page's locale would show in English and differ from what the page hydrates.
 */
const PAGE_LOCALE: Locale = 'de_DE';

/** What the checks read, in each language the pages here are in. */
const TEXTS = {
  en_US: { home: 'Eventbrite home', signIn: 'Sign In', support: 'Contact Support', logOut: 'Log out' },
  de_DE: { home: 'Eventbrite-Startseite', signIn: 'Anmelden', support: 'Support kontaktieren', logOut: 'Abmelden' },
} as const;
type Locale = keyof typeof TEXTS;

/** The server data of a visitor's page, as the README asks the page to carry for an anonymous fragment. */
const anonymousData = (origin: string, locale: Locale = PAGE_LOCALE) => ({ env: { serverUrl: origin, locale }, user: { isAuthenticated: false } });

/** The server data of Grace's account page at `page`: the configuration document a signed-in page POSTs. */
const signedInData = (origin: string, page = '/account/') => ({
  env: { serverUrl: origin, locale: PAGE_LOCALE },
  user: { isAuthenticated: true, publicId: 'u42', firstName: 'Grace', lastName: 'Hopper', fullName: 'Grace Hopper', email: { email: 'grace.hopper@example.com' } },
  request: { path: page },
});

/** JSON for a page's config block: no value can close the <script>. */
const configJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Ports for a site and the render service that answers it, the service's origin being the site's. */
async function siteAndService(): Promise<{ port: number; origin: string; render: RenderService }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return { port, origin, render: await startRenderService(origin) };
}

/** `start` with the render service already running: stops it when anything of the rest fails. */
async function withService<T>(render: RenderService, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    await render.stop();
    throw error;
  }
}

/** Stops every process, whichever failed to start. */
async function stopAll(...running: (Running | undefined)[]) {
  await Promise.all(running.filter((process) => process !== undefined).map((process) => process.stop('SIGTERM')));
}

/** A template server's site: it and its render service stop together, and its files go. */
const siteOf = (origin: string, render: RenderService, server: Running, folder: string): Site => ({
  url: origin,
  render,
  stop: async () => {
    await stopAll(server, render);
    rmSync(folder, { recursive: true, force: true });
  },
});

// Varnish -------------------------------------------------------------------------------------

/** The README's ESI lines in a visitor's page, the library from dist/. */
const esiPage = (origin: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A page behind Varnish</title>
<script type="application/json" data-eb-config>${configJson(anonymousData(origin, 'en_US'))}</script>
<script type="module" src="/dist/eb-widgets.js"></script>
</head>
<body>
${serverExample('esi-page')}</body>
</html>
`;

/** The README's `do_esi` line for the page's responses; /render/ goes to the service, the rest to the page server. */
function vcl(sitePort: number, renderPort: number): string {
  const doEsi = README.match(/`(set beresp\.do_esi = true;)` in Varnish's `vcl_backend_response`/)?.[1];
  if (!doEsi) throw new Error("README.md no longer names Varnish's do_esi line");
  return `vcl 4.1;
backend site { .host = "127.0.0.1"; .port = "${sitePort}"; }
backend render { .host = "127.0.0.1"; .port = "${renderPort}"; }
sub vcl_recv {
  if (req.url ~ "^/render/") { set req.backend_hint = render; } else { set req.backend_hint = site; }
}
sub vcl_backend_response {
  # The page is ESI; the fragments are not.
  if (bereq.url !~ "^/render/") { ${doEsi} }
}
`;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.map': 'application/json' };

/**
 * The page server behind Varnish: the ESI page at /help/, never cached (so every load runs the
 * ESI anew and only the fragments can come from Varnish's cache), and dist/.
 */
function startPageServer(page: string): Promise<{ server: Server; port: number; pageRequests: () => number }> {
  let pageRequests = 0;
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/help/') {
      pageRequests++;
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
      return;
    }
    const file = path.join(DIST, pathname.replace(/^\/dist\//, ''));
    if (pathname.startsWith('/dist/') && file.startsWith(DIST + path.sep)) {
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
        return;
      } catch {
        // Not in dist/.
      }
    }
    response.writeHead(404).end();
  };
  // Node does not wait for a request listener's promise.
  const server = createHttpServer((request, response) => {
    void serve(request, response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, pageRequests: () => pageRequests })));
}

async function startVarnishSite(): Promise<Site & { pageRequests: () => number }> {
  const { port, origin, render } = await siteAndService();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'eb-widgets-varnish-'));
  const pages = await withService(render, () => startPageServer(esiPage(origin)));
  let varnish: Running | undefined;
  try {
    writeFileSync(path.join(folder, 'default.vcl'), vcl(pages.port, Number(new URL(render.url).port)));
    // -j none: no jail, the user running the test runs Varnish; -T none: no management port.
    varnish = await startProcess(
      VARNISHD,
      [
        '-F',
        '-j',
        'none',
        '-T',
        'none',
        '-n',
        path.join(folder, 'work'),
        '-a',
        `127.0.0.1:${port}`,
        '-f',
        path.join(folder, 'default.vcl'),
        '-s',
        'malloc,32m',
        '-p',
        'thread_pools=1',
        '-p',
        'thread_pool_min=5',
      ],
      `${origin}/dist/eb-widgets.js`,
    );
  } catch (error) {
    await stopAll(render);
    pages.server.close();
    throw error;
  }
  return {
    url: origin,
    render,
    pageRequests: pages.pageRequests,
    stop: async () => {
      await stopAll(varnish, render);
      await new Promise((resolve) => pages.server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

// Django --------------------------------------------------------------------------------------

/** A page around the README's template: the library's script in its head. */
const djangoPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A Django page</title>
<script type="module" src="/dist/eb-widgets.js"></script>
</head>
<body>
${serverExample('django-template')}</body>
</html>
`;

async function startDjangoSite(): Promise<Site> {
  const { port, origin, render } = await siteAndService();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'eb-widgets-django-'));
  const django = await withService(render, () => {
    mkdirSync(path.join(folder, 'yourapp', 'templatetags'), { recursive: true });
    mkdirSync(path.join(folder, 'templates'));
    writeFileSync(path.join(folder, 'yourapp', '__init__.py'), '');
    writeFileSync(path.join(folder, 'yourapp', 'templatetags', '__init__.py'), '');
    writeFileSync(path.join(folder, 'yourapp', 'templatetags', 'eb_widgets.py'), askingService(serverExample('django-tag'), render.url));
    writeFileSync(path.join(folder, 'templates', 'page.html'), djangoPage());
    const args = [path.resolve('e2e/render-service/django_site.py'), String(port), folder, DIST, JSON.stringify(anonymousData(origin)), JSON.stringify(signedInData(origin))];
    return startProcess(DJANGO_PYTHON, args, `${origin}/dist/eb-widgets.js`);
  });
  return siteOf(origin, render, django, folder);
}

// Rails ---------------------------------------------------------------------------------------

async function startRailsSite(): Promise<Site> {
  const { port, origin, render } = await siteAndService();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'eb-widgets-rails-'));
  const rails = await withService(render, () => {
    writeFileSync(path.join(folder, 'eb_widgets_helper.rb'), askingService(serverExample('rails-helper'), render.url));
    writeFileSync(path.join(folder, 'layout.html.erb'), serverExample('rails-layout'));
    const args = [
      path.resolve('e2e/render-service/rails_site.rb'),
      String(port),
      path.join(folder, 'eb_widgets_helper.rb'),
      path.join(folder, 'layout.html.erb'),
      DIST,
      JSON.stringify(anonymousData(origin)),
      JSON.stringify(signedInData(origin)),
    ];
    return startProcess('ruby', args, `${origin}/dist/eb-widgets.js`);
  });
  return siteOf(origin, render, rails, folder);
}

// PHP -----------------------------------------------------------------------------------------

/**
 * The README's PHP as written: its function and its page lines, in a visitor's page (/help/) and
 * Grace's (/account/), each of which sets its configuration document ($serverData) first.
 */
function writePhpSite(folder: string, origin: string, serviceUrl: string) {
  const code = askingService(serverExample('php-fragment'), serviceUrl);
  if (!code.includes("eb_fragment('eb-header', $page, $serverData)") || !code.includes("eb_fragment('eb-footer', $page, $serverData)")) {
    throw new Error(`the README's PHP no longer includes the header and the footer with the page's server data: ${code}`);
  }
  const page = (title: string, data: object) => `<?php $serverData = json_decode('${JSON.stringify(data)}', true); ?>
<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>${title}</title>
<script type="module" src="/dist/eb-widgets.js"></script>
</head>
<body>
${code.replace('<main id="page-content">...</main>', `<main id="page-content"><h1>${title}</h1></main>`)}</body>
</html>
`;
  for (const sub of ['help', 'account']) mkdirSync(path.join(folder, sub));
  writeFileSync(path.join(folder, 'help', 'index.php'), page('A PHP page', anonymousData(origin)));
  writeFileSync(path.join(folder, 'account', 'index.php'), page('Your account, Grace', signedInData(origin)));
  symlinkSync(DIST, path.join(folder, 'dist'));
}

async function startPhpSite(): Promise<Site> {
  const { port, origin, render } = await siteAndService();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'eb-widgets-php-'));
  const php = await withService(render, () => {
    writePhpSite(folder, origin, render.url);
    // PHP's built-in server is one process: APCu's memory lasts from request to request (enabled for the CLI).
    return startProcess('php', ['-d', 'apc.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', folder], `${origin}/dist/eb-widgets.js`);
  });
  return siteOf(origin, render, php, folder);
}

// The checks every server's pages pass ---------------------------------------------------------

/** A visitor's page with scripts off: the fragments' header and footer, readable by role, in the page's language. */
async function expectVisitorFragments(page: Page, locale: Locale = PAGE_LOCALE) {
  const texts = TEXTS[locale];
  const header = page.locator('eb-header');
  await expect(header.getByRole('banner')).toBeVisible();
  await expect(header.getByRole('link', { name: texts.home })).toBeVisible();
  await expect(header.getByRole('link', { name: texts.signIn })).toBeVisible();
  const footer = page.locator('eb-footer');
  await expect(footer.getByRole('contentinfo')).toBeVisible();
  await expect(footer.getByRole('link', { name: texts.support })).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Eventbrite`)).toBeVisible();
}

/** Grace's page with scripts off: her menu in the header, not Sign In. */
async function expectGracesFragments(page: Page) {
  const header = page.locator('eb-header');
  await expect(header.getByRole('button', { name: /grace\.hopper@example\.com/ })).toBeVisible();
  await expect(header.getByRole('link', { name: TEXTS[PAGE_LOCALE].signIn })).toHaveCount(0);
  await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
}

/** The service's max-age for an anonymous fragment, in seconds. */
async function serviceMaxAge(render: RenderService): Promise<number> {
  const response = await fetch(`${render.url}/render/eb-footer?page=/help/`, { method: 'HEAD' });
  return Number(response.headers.get('cache-control')?.match(/\bmax-age=(\d+)/)?.[1]);
}

/** Loads the visitor's page twice: each anonymous fragment reached the service by one GET in all. */
async function expectOneGetEach(site: Site, load: () => Promise<string>) {
  for (let round = 0; round < 2; round++) {
    const html = await load();
    expect(html).toContain('<eb-header><template shadowrootmode="open">');
    expect(html).toContain('<eb-footer><template shadowrootmode="open">');
  }
  expect(await site.render.requests('GET', 'eb-header'), 'GETs of the header at the service').toBe(1);
  expect(await site.render.requests('GET', 'eb-footer'), 'GETs of the footer at the service').toBe(1);
}

/** Loads Grace's page twice: each load POSTs her server data for each fragment and shows her. */
async function expectPostEveryLoad(site: Site, load: () => Promise<string>) {
  const gets = [await site.render.requests('GET', 'eb-header'), await site.render.requests('GET', 'eb-footer')];
  for (let round = 1; round <= 2; round++) {
    const posts = [await site.render.requests('POST', 'eb-header'), await site.render.requests('POST', 'eb-footer')];
    const html = await load();
    expect(html).toContain('grace.hopper@example.com');
    expect(html).not.toContain(`>${TEXTS[PAGE_LOCALE].signIn}<`);
    expect([await site.render.requests('POST', 'eb-header'), await site.render.requests('POST', 'eb-footer')], `POSTs after load ${round}`).toEqual(
      posts.map((count) => count + 1),
    );
  }
  expect([await site.render.requests('GET', 'eb-header'), await site.render.requests('GET', 'eb-footer')], 'no GET for a signed-in page').toEqual(gets);
}

const loadText = (url: string) => async () => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
};

/**
 * The tests of a server-side template (Django, Rails, PHP): a visitor's page and Grace's, at the
 * paths the server gives them.
 */
function templateTests(
  server: string,
  start: () => Promise<Site>,
  paths: { visitor: string; signedIn: string },
  promises: { cache: string; cacheSeconds: () => number; signedIn: string },
) {
  test.describe(`${server}: the README's code includes the header and footer from the render service, in the page's language (${PAGE_LOCALE}, from its server data)`, () => {
    let site: Site;
    test.beforeAll(async () => {
      site = await start();
    });
    test.afterAll(async () => site?.stop());

    test.describe('with scripts disabled', () => {
      test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

      test(`${server}: a visitor's page has the header and footer before any script, with Sign In`, async ({ page }) => {
        await page.goto(`${site.url}${paths.visitor}`);
        await expectVisitorFragments(page);
      });

      test(`${server}: a signed-in page has the person's header before any script: their menu, not Sign In`, async ({ page }) => {
        await page.goto(`${site.url}${paths.signedIn}`);
        await expectGracesFragments(page);
      });
    });

    testOnWorkerPage(
      `${server}: with scripts (the module loader from dist/), a visitor's header and footer hydrate with no console message, the same DOM and no layout shift`,
      async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectHydration(page, `${site.url}${paths.visitor}`, ['eb-header', 'eb-footer']);
      },
    );

    testOnWorkerPage(
      `${server}: with scripts, the signed-in header and the footer hydrate with no console message, the same DOM and no layout shift; the person's menu opens`,
      async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectHydration(page, `${site.url}${paths.signedIn}`, ['eb-header', 'eb-footer']);
        const trigger = page
          .locator('eb-header')
          .getByRole('button', { name: /grace\.hopper@example\.com/ })
          .first();
        await trigger.click();
        await expect(page.locator('eb-header').getByRole('menuitem', { name: TEXTS[PAGE_LOCALE].logOut })).toBeVisible();
      },
    );

    test(`${server}: ${promises.cache}: a second page load sends the service no GET`, async () => {
      await expectOneGetEach(site, loadText(`${site.url}${paths.visitor}`));
      expect(promises.cacheSeconds(), "the README's keep time, in seconds").toBe(await serviceMaxAge(site.render));
    });

    test(`${server}: ${promises.signedIn}: every load POSTs the page's server data and shows the person`, async () => {
      await expectPostEveryLoad(site, loadText(`${site.url}${paths.signedIn}`));
    });
  });
}

/** The number in the README's code that `pattern` finds. */
const numberIn = (name: string, pattern: RegExp) => Number(serverExample(name).match(pattern)?.[1]);

test.describe("Varnish with ESI: the README's esi:include lines in a static page, the README's do_esi line in the VCL", () => {
  let site: Site & { pageRequests: () => number };
  test.beforeAll(async () => {
    site = await startVarnishSite();
  });
  test.afterAll(async () => site?.stop());

  test.describe('with scripts disabled', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

    test('Varnish: the header and footer it included are visible and readable by role', async ({ page }) => {
      await page.goto(`${site.url}/help/`);
      await expectVisitorFragments(page, 'en_US');
    });
  });

  testOnWorkerPage(
    'Varnish: with scripts (the module loader from dist/), the header and footer hydrate with no console message, the same DOM and no layout shift',
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectHydration(page, `${site.url}/help/`, ['eb-header', 'eb-footer']);
    },
  );

  test('Varnish: the CDN fetches each fragment and keeps it by its Cache-Control: a second page load gets both from its cache, no GET reaches the service', async () => {
    const pageRequests = site.pageRequests();
    await expectOneGetEach(site, loadText(`${site.url}/help/`));
    // The page itself is not cached here: Varnish ran its ESI anew on each load.
    expect(site.pageRequests()).toBe(pageRequests + 2);
  });
});

templateTests(
  'Django',
  startDjangoSite,
  { visitor: '/help/', signedIn: '/account/' },
  {
    cache: "anonymous fragments go through Django's cache for the service's max-age",
    cacheSeconds: () => numberIn('django-tag', /cache\.set\(url, html, (\d+)\)/),
    signedIn: 'a signed-in page POSTs its server data',
  },
);

// The README's helper sends request.original_fullpath: request.path would drop the trailing slash,
// and Sign In would return to /help instead of /help/ until hydration put it back.
templateTests(
  'Rails',
  startRailsSite,
  { visitor: '/help/', signedIn: '/account/' },
  {
    cache: "anonymous fragments go through Rails.cache for the service's max-age",
    cacheSeconds: () => numberIn('rails-helper', /expires_in: (\d+)\.minutes/) * 60,
    signedIn: 'signed-in ones are fetched per request',
  },
);

templateTests(
  'PHP',
  startPhpSite,
  { visitor: '/help/', signedIn: '/account/' },
  {
    cache: 'anonymous fragments kept in APCu for five minutes',
    cacheSeconds: () => numberIn('php-fragment', /apcu_store\(\$url, \$html, (\d+)\)/),
    signedIn: 'a signed-in page passes its server data to eb_fragment, which POSTs it',
  },
);
