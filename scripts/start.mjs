// `npm start`: installs what is missing, builds the library when dist/ is missing or older
// than its sources, then starts the sandbox server and prints the URL of each demo page.
// `npm start -- --reset` seeds the database again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function run(command, args) {
  console.log(`> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const modified = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.json')) continue;
    newest = Math.max(newest, modified(path.join(entry.parentPath ?? entry.path, entry.name)));
  }
  return newest;
}

if (modified(at('package-lock.json')) > modified(at('node_modules', '.package-lock.json'))) run('npm', ['ci']);

const sources = Math.max(
  newestIn(at('src')),
  newestIn(at('elements')),
  ...['rollup.config.mjs', 'lingui.config.js', 'package-lock.json', 'tsconfig.json'].map((file) => modified(at(file))),
);
if (sources > modified(at('dist', 'eb-widgets.iife.js'))) run('npm', ['run', 'build']);

const server = spawn(process.execPath, [at('demo', 'server', 'index.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
