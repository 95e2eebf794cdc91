// Makes sure the browsers the tests drive exist, installing Debian's packages with apt-get when
// one is missing (never a browser download): Chromium (CHROMIUM_PATH or /usr/bin/chromium), and
// for the cross-browser smoke Firefox (firefox-esr) and WebKit (webkit2gtk-driver, which brings
// WebKitGTK's MiniBrowser, run under xvfb-run), and the servers the render service's tests put
// in front of it (nginx, python3) or that run the README's server code (Varnish, Django, PHP with
// APCu, Rails with WEBrick). Node built-ins only, so it runs before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

async function hasChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  if (candidates.some((path) => existsSync(path))) return true;
  // A developer laptop may have Playwright's own browser instead.
  try {
    const { chromium } = await import('playwright');
    return existsSync(chromium.executablePath());
  } catch {
    // Playwright is not installed yet, or has no browser of its own.
    return false;
  }
}

// Paths as cross-browser/firefox.mjs and cross-browser/webkit.mjs read them.
const packages = [
  ['chromium', await hasChromium()],
  // The end-to-end tests' lighter Chromium (scripts/chromium.mjs). Optional: without it, they
  // drive the Chromium above.
  ['chromium-headless-shell', Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium-headless-shell')],
  ['firefox-esr', existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr')],
  [
    'webkit2gtk-driver',
    existsSync(process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver') && existsSync(process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'),
  ],
  ['xvfb', onPath('xvfb-run')],
  // xvfb-run needs it; it is only recommended by the xvfb package.
  ['xauth', onPath('xauth')],
  // The render service's end-to-end tests: nginx including the fragments with SSI, a Python site.
  ['nginx', existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx')],
  ['python3', onPath('python3')],
  // e2e/render-templates.spec.ts: the README's ESI page behind Varnish, its Django tag (Debian's
  // Django, in Debian's python3), its PHP with APCu and its Rails helper in a one-file app.
  ['varnish', existsSync(process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd')],
  ['python3-django', succeeds('/usr/bin/python3', ['-c', 'import django'])],
  ['php-cli', onPath('php')],
  ['php-apcu', succeeds('php', ['-d', 'apc.enable_cli=1', '-r', 'exit(function_exists("apcu_fetch") ? 0 : 1);'])],
  ['ruby-railties', succeeds('ruby', ['-e', 'require "rails"'])],
  ['ruby-webrick', succeeds('ruby', ['-e', 'require "webrick"'])],
];
const OPTIONAL = new Set(['chromium-headless-shell']);
const missing = packages.filter(([, found]) => !found).map(([name]) => name);
const required = missing.filter((name) => !OPTIONAL.has(name));
if (!missing.length) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!onPath('apt-get') || (!isRoot && !onPath('sudo'))) {
  if (!required.length) process.exit(0);
  console.error(
    `Missing: ${missing.join(', ')}. Install these Debian packages (apt-get install ${missing.join(' ')}), or set CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH.`,
  );
  process.exit(1);
}

console.log(`Installing ${missing.join(', ')} from Debian's packages...`);
const sudo = isRoot ? [] : ['sudo'];
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const run = (args) => {
  const [command, ...rest] = [...sudo, ...args];
  return spawnSync(command, rest, { stdio: 'inherit', env }).status;
};
const install = ['apt-get', 'install', '-y', '--no-install-recommends'];
const updated = run(['apt-get', 'update']);
if (required.length) {
  const status = updated === 0 ? run([...install, ...required]) : updated;
  if (status !== 0) process.exit(status ?? 1);
}
// An optional package that cannot be installed leaves the tests on the Chromium above.
const optional = missing.filter((name) => OPTIONAL.has(name));
if (optional.length && (updated !== 0 || run([...install, ...optional]) !== 0)) console.warn(`Not installed: ${optional.join(', ')}; the tests drive the Chromium above.`);
