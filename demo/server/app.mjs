// The sandbox server: the API of API.md §4 under /api/v3, demo pages rendered with the
// session's server data, sign-in with personas, generated images and the built library.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApi, runApiRoute } from './api.mjs';
import { createCollectionsApi } from './collections.mjs';
import { docsContent, missingManifest } from './docs-page.mjs';
import { eventForDisplay } from './events.mjs';
import { ApiFailure, csrfMatches, escapeHtml, notFound, readForm, redirect, returnPath, sendBody, sendError, sendHtml, sendJson } from './http-kit.mjs';
import { imageFor } from './images.mjs';
import { autocomplete } from './search.mjs';
import { configBlock, createSessions } from './session.mjs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isHashedChunk, staticFolder } from './static-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGES = path.join(ROOT, 'demo', 'pages');
const DIST = path.join(ROOT, 'dist');
const API_PREFIX = '/api/v3';

/** The demo pages: path, template, what it demonstrates (and how many event cards, 6 unless said). */
export const DEMO_PAGES = [
  { path: '/partner/', template: 'partner.html', about: 'A partner site: event cards through the module loader' },
  { path: '/partner-dark/', template: 'partner-dark.html', scheme: 'dark', about: 'A dark partner site (a music venue): event cards in the dark scheme, through env.colorScheme' },
  {
    path: '/many-cards/',
    template: 'partner.html',
    cards: 200,
    about: 'The partner site with 200 event cards (the 143 seed events, then the first ones again), as the Lighthouse benchmark loads it',
  },
  {
    path: '/legacy/',
    template: 'legacy.html',
    about:
      'A legacy server template: header and footer rendered on the server (eb-widgets/ssr, also at GET /render/eb-header and /render/eb-footer), hydrated through the classic loader (a deferred classic script)',
  },
  { path: '/apps/', template: 'admin.html', about: 'The organizer admin: organizer header and the app marketplace (history routing)' },
  { path: '/reviews/', template: 'reviews.html', about: 'The review form: rate and review apps, installed or not (sign in as the organizer, or the organizer without apps)' },
  { path: '/embedded/', template: 'embedded.html', about: 'The embedded view: env.isEmbeddedView hides header and footer' },
  {
    path: '/docs/',
    template: 'docs.html',
    about: 'The element reference, generated from dist/custom-elements.json, with a live playground per element: attributes as controls, events logged',
  },
];

/**
 * Paths the admin page answers, so every marketplace deep link loads (and reloads) the
 * marketplace, which routes itself (spec 001 §2): /apps and below, the same under any
 * language-like prefix (/de-de/apps/…; the marketplace shows its not-found page for a prefix that
 * is not one of its locales) and the admin playground.
 */
export function isMarketplacePath(pathname) {
  return /^(?:\/[a-z]{2}-[a-z]{2})?\/apps(?:\/|$)/.test(pathname) || pathname.startsWith('/admin/spa/playground/app_marketplace_spa/');
}

/** The colour schemes the demo pages' switch offers (issue 40), as `?scheme=` and env.colorScheme. */
const SCHEMES = { light: 'Light', dark: 'Dark', auto: 'Auto (system)' };

/**
 * The switch in each demo page's bar, and the page's own colours for the scheme chosen in it
 * (read by CSS from the selected option, so they change with it); demo/pages/scheme-switch.js
 * gives the choice to the library.
 */
function schemeSwitch(scheme) {
  const options = Object.entries(SCHEMES)
    .map(([value, label]) => `<option value="${value}"${value === scheme ? ' selected' : ''}>${label}</option>`)
    .join('');
  const page = (chosen) => {
    const when = `html:has(.demo-scheme [value=${chosen}]:checked)`;
    return `${when}{color-scheme:dark}${when} body{background:#0d0b12;color:#f4f2f8}${when} .demo-bar{background:#1b1726;border-color:#4a4458}${when} a{color:#94a9ff}`;
  };
  // The select's room is set before it is parsed: a page cut inside its options by a slow network
  // paints it empty and narrow, and its widening would push the bar's text about.
  return (
    `<style>.demo-scheme select{min-width:9.5em}${page('dark')}@media (prefers-color-scheme: dark){${page('auto')}}</style>` +
    `<label class="demo-scheme">Colour scheme <select>${options}</select></label><script type="module" src="/scheme-switch.js"></script>`
  );
}

/** The apps of the review demo page. */
export const REVIEW_DEMO_APPS = ['mailbloom', 'sheetsync', 'dashwise'];

/** The attributes of a /render/ request: every query parameter but `locale` and `page`. */
function renderAttributes(searchParams) {
  const attributes = {};
  for (const [name, value] of searchParams) if (name !== 'locale' && name !== 'page') attributes[name] = value;
  return attributes;
}

/** How long a chunk held back by the eb-sandbox-slow-chunks cookie waits. */
const SLOW_CHUNK_MS = 10_000;

/** `dist` names the built library to serve (default: the repository's dist/). */
export function createApp(db, { dist = DIST } = {}) {
  const api = createApi(db);
  // eb-widgets/ssr as the build made it (dist/npm/ssr.js), loaded on first use, again after a failure.
  let ssrModule;
  const serverRenderer = () => {
    ssrModule ??= import(pathToFileURL(path.join(dist, 'npm', 'ssr.js')).href).catch((error) => {
      ssrModule = undefined;
      throw error;
    });
    return ssrModule;
  };
  /** A header or footer for the page at `pageUrl`, rendered with the page's own server data. */
  const renderElementHtml = async (tag, { data, pageUrl, request, locale, attributes }) => {
    const { renderElement } = await serverRenderer();
    return renderElement(tag, { attributes, serverData: data, url: pageUrl, locale, privacySignal: request.headers['sec-gpc'] === '1' });
  };
  const distFiles = staticFolder(dist, { cacheControl: (file) => (isHashedChunk(file) ? CACHE_IMMUTABLE : CACHE_REVALIDATE) });
  const pageFiles = staticFolder(PAGES);
  const routes = [...api.routes, ...createCollectionsApi(db).routes];
  const sessions = createSessions(db);

  async function renderPage(template, { request, user, origin, pathname, cards = 6, scheme = 'light', extra = {} }) {
    const html = await readFile(path.join(PAGES, template), 'utf8');
    const data = sessions.serverData({ user, origin, path: pathname, isEmbeddedView: template === 'embedded.html' });
    // The scheme chosen with the page's switch, kept in its address; anything else is not one.
    const asked = new URL(request.url, origin).searchParams.get('scheme');
    if (Object.hasOwn(SCHEMES, asked ?? '')) scheme = asked;
    data.env.colorScheme = scheme;
    const savedEventIds = () =>
      new Set(
        user
          ? db
              .prepare('SELECT event_id FROM saved_events WHERE user_public_id = ?')
              .all(user.public_id)
              .map((row) => row.event_id)
          : [],
      );
    const eventCards = () => {
      const savedIds = savedEventIds();
      const events = api.allEvents();
      return Array.from({ length: events.length ? cards : 0 }, (_, index) => events[index % events.length])
        .map((event) => `<eb-event-card event="${escapeHtml(JSON.stringify(eventForDisplay(event, { origin, savedByYou: savedIds.has(event.id) })))}"></eb-event-card>`)
        .join('\n');
    };
    // The organizer persona installed Mailbloom (not reviewed yet) and Sheetsync (4 stars), not Dashwise.
    const reviewForms = () =>
      api
        .appsForReview(user, REVIEW_DEMO_APPS)
        .map((app) => `<eb-review-form app-id="${escapeHtml(app.id)}" app-name="${escapeHtml(app.name)}"${app.installed ? ' installed' : ''}></eb-review-form>`)
        .join('\n');
    const docs = async () => {
      let manifest;
      try {
        manifest = JSON.parse(await readFile(path.join(dist, 'custom-elements.json'), 'utf8'));
      } catch (error) {
        return missingManifest(error.code === 'ENOENT' ? 'there is no such file' : error.message);
      }
      const [app] = api.appsForReview(user, REVIEW_DEMO_APPS.slice(0, 1));
      const [event] = api.allEvents();
      return docsContent(manifest, { app, event: event && eventForDisplay(event, { origin, savedByYou: savedEventIds().has(event.id) }) });
    };
    const who = user
      ? `Signed in as ${escapeHtml(user.first_name)} ${escapeHtml(user.last_name)} · <a href="/logout/?referrer=${encodeURIComponent(pathname)}">Sign out</a>`
      : `Not signed in · <a href="/signin/?referrer=${encodeURIComponent(pathname)}">Sign in</a>`;
    // A function replacement: `$` in the manifest's text is no replacement pattern.
    const docsHtml = html.includes('<!--eb-docs-->') ? await docs() : '';
    // Elements the page has rendered on the server (issue 16): <!--eb-ssr:eb-header-->, as a
    // Python or Ruby template would place the answer of GET /render/eb-header.
    const serverRendered = new Map();
    for (const [, tag] of html.matchAll(/<!--eb-ssr:(eb-[a-z-]+)-->/g)) {
      serverRendered.set(tag, await renderElementHtml(tag, { data, pageUrl: `${origin}${request.url}`, request }));
    }
    // The README's snippet: each element's room on the page before its code runs (issue 16).
    const reservedSpace = await readFile(path.join(dist, 'eb-widgets.css'), 'utf8').catch(() => '');
    return html
      .replace('<!--eb-reserved-space-->', () => `<style>${reservedSpace}</style>`)
      .replace('<!--eb-config-->', configBlock(data))
      .replace('<!--eb-session-->', () => `${who} · ${schemeSwitch(scheme)}`)
      .replace('<!--eb-event-cards-->', () => eventCards())
      .replace('<!--eb-review-forms-->', () => reviewForms())
      .replace('<!--eb-docs-->', () => docsHtml)
      .replace('<!--eb-pages-->', DEMO_PAGES.map((page) => `<li><a href="${page.path}">${page.path}</a>: ${escapeHtml(page.about)}</li>`).join(''))
      .replace('<!--eb-request-path-->', escapeHtml(request.url))
      .replace(/<!--eb-ssr:(eb-[a-z-]+)-->/g, (_, tag) => serverRendered.get(tag))
      .replace(/<!--eb-extra:(\w+)-->/g, (_, key) => extra[key] ?? '');
  }

  async function handleApi(request, response, url, context) {
    const apiPath = url.pathname.slice(API_PREFIX.length);
    if (request.method !== 'GET' && !csrfMatches(context.cookies.csrftoken, request.headers['x-csrftoken'])) {
      throw new ApiFailure(403, 'CSRF_FAILED', 'The X-CSRFToken header must match the csrftoken cookie.');
    }
    if (request.method === 'GET' && apiPath === '/destination/search/autocomplete/') {
      sendJson(response, 200, autocomplete({ searchParams: url.searchParams, origin: context.origin, events: api.allEvents() }));
      return;
    }
    const candidates = routes.filter(([, pattern]) => pattern.test(apiPath));
    if (!candidates.length) throw notFound('No such API call.');
    const route = candidates.find(([method]) => method === request.method);
    if (!route) throw new ApiFailure(405, 'METHOD_NOT_ALLOWED', `Use ${candidates.map(([method]) => method).join(' or ')}.`);
    const [, pattern, handler] = route;
    const result = await runApiRoute(handler, { ...context, ...pattern.exec(apiPath).groups, searchParams: url.searchParams }, request);
    sendJson(response, result.status ?? 200, result.body);
  }

  /** Sign-in and sign-out: forms that carry the csrf token, and a referrer to return to. */
  async function handleAccount(request, response, { url, user, cookies, csrfToken, setCookie, origin }) {
    const signingIn = url.pathname !== '/logout/';
    if (request.method === 'POST') {
      const form = await readForm(request).catch(() => new URLSearchParams());
      if (!csrfMatches(cookies.csrftoken, form.get('csrfmiddlewaretoken'))) return void sendHtml(response, 403, 'The form expired; go back and try again.');
      const referrer = returnPath(form.get('referrer'), origin);
      if (!signingIn) return void redirect(response, referrer, { 'Set-Cookie': sessions.signOut(cookies) });
      const sessionCookie = sessions.signIn(form.get('persona'));
      if (!sessionCookie) return void sendHtml(response, 400, 'No such persona.');
      return void redirect(response, referrer, { 'Set-Cookie': sessionCookie });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return void sendHtml(response, 405, 'Method not allowed');
    const referrer = returnPath(url.searchParams.get('referrer'), origin);
    const page = signingIn ? sessions.signInPage({ referrer, csrfToken }) : sessions.signOutPage({ user, referrer, csrfToken });
    sendHtml(response, 200, page, { 'Set-Cookie': setCookie });
  }

  /**
   * GET /render/<tag>?locale=de_DE&page=/path/&<attribute>=<value>: the element as HTML with
   * declarative shadow DOM (eb-widgets/ssr) for the session's server data on the page `page`,
   * what a server template that cannot run Node asks for. The page carries the same server data
   * in its config block, with env.locale when `locale` is given.
   */
  async function handleRender(response, { url, user, origin, request }) {
    const tag = url.pathname.slice('/render/'.length).replace(/\/$/, '');
    let renderer;
    try {
      renderer = await serverRenderer();
    } catch (error) {
      return void sendHtml(response, 503, `The server renderer is not built (${escapeHtml(error.message)}): run npm run build first.`);
    }
    if (!renderer.SERVER_RENDERED_TAGS.includes(tag)) return void sendHtml(response, 404, `Only ${renderer.SERVER_RENDERED_TAGS.join(' and ')} are rendered here.`);
    const page = url.searchParams.get('page') ?? '/';
    if (!page.startsWith('/') || page.startsWith('//')) return void sendHtml(response, 400, 'page must be a path on this site.');
    const pageUrl = new URL(page, origin);
    const data = sessions.serverData({ user, origin, path: pageUrl.pathname });
    try {
      const html = await renderElementHtml(tag, {
        data,
        pageUrl: pageUrl.href,
        request,
        locale: url.searchParams.get('locale') ?? undefined,
        attributes: renderAttributes(url.searchParams),
      });
      sendHtml(response, 200, html);
    } catch (error) {
      if (error instanceof TypeError || error instanceof RangeError) return void sendHtml(response, 400, escapeHtml(error.message));
      throw error;
    }
  }

  async function handle(request, response) {
    const url = new URL(request.url, 'http://sandbox.invalid');
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const { cookies, user } = sessions.read(request);
    const { token: csrfToken, setCookie } = sessions.csrfCookieFor(cookies);
    const context = { cookies, viewer: user, origin };
    const { pathname } = url;

    if (pathname.startsWith(`${API_PREFIX}/`)) {
      try {
        await handleApi(request, response, url, context);
      } catch (error) {
        if (error instanceof ApiFailure) sendError(response, error);
        else throw error;
      }
      return;
    }
    if (pathname === '/favicon.ico') return void response.writeHead(204).end();
    if (pathname.startsWith('/images/')) {
      const image = imageFor(pathname);
      if (!image) return void sendHtml(response, 404, 'Not found');
      return void sendBody(response, 200, 'image/svg+xml', image, { 'Cache-Control': 'public, max-age=3600' });
    }
    if (pathname.startsWith('/dist/')) {
      // For the tests of a page left while its code still loads: the cookie
      // eb-sandbox-slow-chunks=<name> holds back the chunks whose file name starts with <name>.
      const slow = cookies['eb-sandbox-slow-chunks'];
      if (slow && pathname.startsWith(`/dist/chunks/${slow}-`)) await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNK_MS));
      if (await distFiles(request, response, pathname.slice('/dist'.length))) return;
      return void sendHtml(response, 404, 'Not found');
    }
    if (pathname === '/signin/' || pathname === '/signin/signup/' || pathname === '/logout/') {
      try {
        await handleAccount(request, response, { url, user, cookies, csrfToken, setCookie, origin });
      } catch (error) {
        if (error instanceof ApiFailure) sendHtml(response, error.status, escapeHtml(error.message));
        else throw error;
      }
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return void sendHtml(response, 405, 'Method not allowed');
    if (pathname.startsWith('/render/')) return void (await handleRender(response, { url, user, origin, request }));

    const page = DEMO_PAGES.find((candidate) => pathname === candidate.path || (candidate.path === '/apps/' && isMarketplacePath(pathname)));
    const template = pathname === '/' ? 'index.html' : page?.template;
    if (template) {
      const html = await renderPage(template, { request, user, origin, pathname, cards: page?.cards, scheme: page?.scheme });
      return void sendHtml(response, 200, html, { 'Set-Cookie': setCookie });
    }
    // Single-element pages and the scripts of the demo pages (the docs playground).
    if (/\.(?:html|js)$/.test(pathname) && (await pageFiles(request, response, pathname))) return;
    // Links from the elements go to the platform's pages (/d/?q=…, /u/…/saved): a stand-in answers.
    if (!path.extname(pathname)) {
      const html = await renderPage('platform.html', { request, user, origin, pathname });
      return void sendHtml(response, 200, html, { 'Set-Cookie': setCookie });
    }
    sendHtml(response, 404, '<!doctype html><title>Not found</title><p>Not found. <a href="/">Demo pages</a></p>');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { status_code: 500, error: 'UNKNOWN', error_description: 'The sandbox failed.' });
      else response.end();
    });
  });
  // An idle kept-alive connection stays open until its client closes it. Closed by the server
  // after 5 s (Node's default), a connection the client was just reusing for its next request
  // is reset (ECONNRESET): a test's request after a quiet moment failed so on a loaded machine.
  server.keepAliveTimeout = 0;
  return server;
}
