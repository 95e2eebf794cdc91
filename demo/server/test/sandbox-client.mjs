// Starts a sandbox on a free port with a temporary database, and a small client that keeps
// cookies like a browser and sends the CSRF header like the library does.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { startSandbox } from '../index.mjs';

/** `dist` serves another build than the repository's dist/ (a copy a test may change). */
export async function startTestSandbox({ directory, dist } = {}) {
  const folder = directory ?? mkdtempSync(path.join(tmpdir(), 'eb-sandbox-'));
  const database = path.join(folder, 'sandbox.db');
  const { server, db, url } = await startSandbox({ port: 0, database, dist });
  return {
    url,
    db,
    database,
    folder,
    close: () => new Promise((resolve) => server.close(resolve)),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** A sandbox for the whole test file: started before its tests, closed and removed after. */
export function sandboxForThisFile(options = {}) {
  const sandbox = {};
  before(async () => Object.assign(sandbox, await startTestSandbox(options)));
  after(async () => {
    await sandbox.close();
    sandbox.remove();
  });
  return sandbox;
}

/**
 * One request and the answer as the server sent it: the body's bytes before any decoding (fetch
 * would undo the Content-Encoding), headers in lower case. Sends no Accept-Encoding unless told.
 */
export function rawRequest(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The server data document rendered into a page. */
export function serverDataOf(html) {
  const match = /<script type="application\/json" data-eb-config>([\s\S]*?)<\/script>/.exec(html);
  assert.ok(match, 'the page has a config block');
  return JSON.parse(match[1]);
}

export function createClient(baseUrl) {
  const cookies = new Map();

  function remember(response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = decodeURIComponent(pair.slice(index + 1));
      if (/max-age=0/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

  async function request(method, pathname, { json, body, headers = {}, csrf = true } = {}) {
    if (method !== 'GET' && csrf && !cookies.has('csrftoken')) remember(await fetch(`${baseUrl}/signin/`));
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      redirect: 'manual',
      headers: {
        Cookie: cookieHeader(),
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(method !== 'GET' && csrf ? { 'X-CSRFToken': cookies.get('csrftoken') } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    remember(response);
    const text = await response.text();
    let data;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return { status: response.status, data, headers: response.headers, text };
  }

  return {
    cookies,
    get: (pathname, options) => request('GET', pathname, options),
    post: (pathname, json, options) => request('POST', pathname, { json, ...options }),
    delete: (pathname, options) => request('DELETE', pathname, options),
    raw: request,
    /** Signs in through the sign-in page's form, as a person would. */
    async signIn(persona, referrer = '/') {
      remember(await fetch(`${baseUrl}/signin/?referrer=${encodeURIComponent(referrer)}`, { headers: { Cookie: cookieHeader() } }));
      const form = new URLSearchParams({ csrfmiddlewaretoken: cookies.get('csrftoken'), persona, referrer });
      return request('POST', '/signin/', { body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, csrf: false });
    },
    /** Signs out as the confirmation page's form does: a POST carrying the csrf token. */
    async signOut(referrer = '/') {
      const form = new URLSearchParams({ csrfmiddlewaretoken: cookies.get('csrftoken'), referrer });
      return request('POST', '/logout/', { body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, csrf: false });
    },
  };
}
