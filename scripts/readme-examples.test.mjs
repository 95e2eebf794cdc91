// The README's examples as a whole (issue 15, 'Done when': "Every example in the README runs"):
// none can be forgotten, each has a runner, the CDN URLs name this version. Running them is
// scripts/consumer.test.mjs (type-check and build) and e2e/readme-examples.spec.ts (the browser).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FRAMEWORK_FILES, LISTINGS, RUNNABLE, cdnVersions, exampleProblems, readmeBlocks, readmeExamples, runnerFor } from './readme-examples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the README', () => {
  test(`every ${RUNNABLE.join(', ')} block is an example with an <!-- example: NAME --> marker; ${LISTINGS.join(' and ')} blocks are commands and listings`, () => {
    assert.deepEqual(exampleProblems(readme), []);
    assert.ok(readmeExamples(readme).length > 0);
  });

  test(`the CDN URLs (https://cdn.jsdelivr.net/npm/eb-widgets@X/...) name package.json's version, ${pkg.version}`, () => {
    const versions = cdnVersions(readme);
    assert.ok(versions.length > 0, 'the README names no CDN URL');
    assert.deepEqual(
      versions.filter((version) => version !== pkg.version),
      [],
    );
  });

  for (const example of readmeExamples(readme)) {
    test(`example ${example.name} (${example.lang}, README.md:${example.line}) has a runner: ${runnerFor(example) ?? 'none'}`, () => {
      assert.ok(runnerFor(example), `no runner takes example ${example.name} (${example.lang}): name it for one (react-, vue-, angular-) or add a runner`);
    });
  }

  // What the framework apps build and run (e2e/react-frameworks.spec.ts) is what the README shows.
  for (const [name, file] of Object.entries(FRAMEWORK_FILES)) {
    test(`example ${name} is fixtures/${file} word for word`, () => {
      const example = readmeExamples(readme).find((candidate) => candidate.name === name);
      assert.ok(example, `the README has no example ${name}`);
      assert.equal(example.code, readFileSync(path.join(root, 'fixtures', file), 'utf8'));
    });
  }
});

describe('the example extractor', () => {
  const sample = [
    '<!-- example: plain -->',
    '```html',
    '<eb-footer></eb-footer>',
    '```',
    '',
    '```sh',
    'npm install eb-widgets',
    '```',
    '',
    '```ts',
    "import 'eb-widgets';",
    '```',
    '<!-- example: lost -->',
    '',
    '```css',
    'eb-footer { color: red }',
    '```',
  ].join('\n');

  test('reads each marked block as {name, lang, code, line}', () => {
    assert.deepEqual(readmeExamples(sample), [{ name: 'plain', lang: 'html', code: '<eb-footer></eb-footer>\n', line: 2 }]);
    assert.deepEqual(
      readmeBlocks(sample).map((block) => block.lang),
      ['html', 'sh', 'ts', 'css'],
    );
  });

  test('reports a runnable block without a marker and a marker not right above its block; a sh block is fine', () => {
    assert.deepEqual(exampleProblems(sample), [
      'README.md:10: a ts block without an <!-- example: NAME --> marker: mark it so a test runs it',
      'README.md:15: a css block without an <!-- example: NAME --> marker: mark it so a test runs it',
      'README.md:13: <!-- example: lost --> is not right above a fenced block',
    ]);
  });

  test('reports a block without a language, and an example named twice', () => {
    const twice = '<!-- example: a -->\n```html\n<p></p>\n```\n<!-- example: a -->\n```css\np {}\n```\n```\nplain\n```\n';
    assert.deepEqual(exampleProblems(twice), [
      "README.md:9: a block in 'no language': say which language it is (html, css, js, ts, tsx, vue, sh, text, nginx, dockerfile, python, ruby, php)",
      'example a is named twice',
    ]);
  });

  test("reads a server-example marker into the block's server name; reports one above a block of another language, one named twice and one not right above its block", () => {
    const servers = [
      '<!-- server-example: tag -->',
      '```python',
      'register = template.Library()',
      '```',
      '<!-- server-example: tag -->',
      '```text',
      '{% load eb_widgets %}',
      '```',
      '<!-- server-example: page -->',
      '```html',
      '<eb-footer></eb-footer>',
      '```',
      '<!-- server-example: lost -->',
      '',
      '```php',
      '<?php',
      '```',
    ].join('\n');
    assert.deepEqual(
      readmeBlocks(servers).map(({ lang, server }) => [lang, server]),
      [
        ['python', 'tag'],
        ['text', 'tag'],
        ['html', 'page'],
        ['php', undefined],
      ],
    );
    assert.deepEqual(readmeExamples(servers), []);
    assert.deepEqual(exampleProblems(servers), [
      'README.md:10: a html block without an <!-- example: NAME --> marker: mark it so a test runs it',
      'README.md:10: server example page is a html block: it must be python, ruby, php, text',
      'server example tag is named twice',
      'README.md:13: <!-- server-example: lost --> is not right above a fenced block',
    ]);
  });

  test('routes by name prefix, then by language; nothing takes a js example or a react- example that is not tsx', () => {
    assert.equal(runnerFor({ name: 'angular-component', lang: 'ts' }), 'angular');
    assert.equal(runnerFor({ name: 'vue-component', lang: 'vue' }), 'vue');
    assert.equal(runnerFor({ name: 'react-app', lang: 'tsx' }), 'app');
    assert.equal(runnerFor({ name: 'typed', lang: 'ts' }), 'app');
    assert.equal(runnerFor({ name: 'page', lang: 'html' }), 'page');
    assert.equal(runnerFor({ name: 'theme', lang: 'css' }), 'css');
    assert.equal(runnerFor({ name: 'script', lang: 'js' }), undefined);
    assert.equal(runnerFor({ name: 'react-page', lang: 'html' }), undefined);
  });

  test('finds the version of every CDN URL', () => {
    assert.deepEqual(
      cdnVersions(
        '<script src="https://cdn.jsdelivr.net/npm/eb-widgets@1.2.3/dist/eb-widgets.js"></script> and `https://cdn.jsdelivr.net/npm/eb-widgets@0.9.0/dist/eb-widgets.iife.js`',
      ),
      ['1.2.3', '0.9.0'],
    );
  });
});
