// The package as npm would publish it (issue 15, "A publishable package"): what `npm pack`
// puts in it, where each `exports` entry leads, and publint's verdict. Needs a built dist/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

test('npm pack lists only what the package needs: dist/, the readme, the licence, the changelog and package.json', () => {
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const files = packed.files.map((file) => file.path);
  const outside = files.filter((file) => !file.startsWith('dist/') && !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(file));
  assert.deepEqual(outside, []);
  for (const needed of ['dist/eb-widgets.js', 'dist/eb-widgets.iife.js', 'dist/elements/eb-review-form.js', 'dist/custom-elements.json', 'dist/locales/de_DE.json', 'LICENSE', 'CHANGELOG.md']) {
    assert.ok(files.includes(needed), needed);
  }
});

test('a real licence: MIT in package.json and in LICENSE; publishable (not private)', () => {
  assert.equal(pkg.license, 'MIT');
  assert.equal(pkg.private, undefined);
  assert.match(readFileSync(path.join(root, 'LICENSE'), 'utf8'), /^MIT License/);
  assert.match(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'), /## \[Unreleased\]/);
});

for (const [specifier, target] of [
  ['eb-widgets', 'dist/eb-widgets.js'],
  ['eb-widgets/elements/eb-event-card.js', 'dist/elements/eb-event-card.js'],
  ['eb-widgets/elements/eb-event-card', 'dist/elements/eb-event-card.js'],
  ['eb-widgets/elements/eb-review-form', 'dist/elements/eb-review-form.js'],
  ['eb-widgets/iife', 'dist/eb-widgets.iife.js'],
  ['eb-widgets/eb-widgets.iife.js', 'dist/eb-widgets.iife.js'],
  ['eb-widgets/custom-elements.json', 'dist/custom-elements.json'],
  ['eb-widgets/locales/de_DE.json', 'dist/locales/de_DE.json'],
  ['eb-widgets/package.json', 'package.json'],
]) {
  test(`exports: ${specifier} resolves to ${target}, which exists`, () => {
    const resolved = fileURLToPath(import.meta.resolve(specifier));
    assert.equal(path.relative(root, resolved), target);
    assert.ok(existsSync(resolved), target);
  });
}

test('publint finds nothing wrong with the package (strict)', async () => {
  const { messages } = await publint({ pkgDir: root, strict: true });
  assert.deepEqual(messages.map(({ code, path: where }) => `${code} at ${where.join('.')}`), []);
});
