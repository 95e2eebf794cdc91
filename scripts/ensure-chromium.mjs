// Makes sure a Chromium for the tests exists: CHROMIUM_PATH or Debian's /usr/bin/chromium,
// installed with apt-get when missing (never a browser download). Node built-ins only, so it
// runs before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
if (candidates.some((path) => existsSync(path))) process.exit(0);

// A developer laptop may have Playwright's own browser instead.
try {
  const { chromium } = await import('playwright');
  if (existsSync(chromium.executablePath())) process.exit(0);
} catch {
  // Playwright is not installed yet, or has no browser of its own.
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet || (!isRoot && !hasSudo)) {
  console.error('No Chromium found. Install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

console.log('Installing Chromium from Debian\'s packages...');
const sudo = isRoot ? [] : ['sudo'];
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['apt-get', 'update'], ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']]) {
  const [command, ...rest] = [...sudo, ...args];
  const result = spawnSync(command, rest, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
