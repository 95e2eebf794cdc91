// The README's examples (issue 15, 'Done when': "Every example in the README runs"). Every fenced
// block preceded by `<!-- example: NAME -->` is an example; scripts/readme-examples.test.mjs
// checks that none is forgotten, scripts/consumer.test.mjs writes the ones that need a build into
// the fixtures (writeExampleFixtures) and type-checks and builds them there, and
// e2e/readme-examples.spec.ts runs each one in Chromium against the packed package. A block
// preceded by `<!-- server-example: NAME -->` is server code of the render service's section,
// which e2e/render-templates.spec.ts runs in its server (Varnish, Django, Rails, PHP).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Languages whose blocks are code a reader copies into a page or an app: each must be an example. */
export const RUNNABLE = ['html', 'css', 'js', 'ts', 'tsx', 'vue'];
/**
 * Commands, listings and server configuration: shown, never run here (the nginx block of
 * 'Hosting dist/ yourself' states the headers the sandbox's serving tests check).
 */
export const LISTINGS = ['sh', 'text', 'nginx', 'dockerfile', 'python', 'ruby', 'php'];

const MARKER = /^<!-- example: ([a-z0-9-]+) -->$/;
const SERVER_MARKER = /^<!-- server-example: ([a-z0-9-]+) -->$/;
/** The languages a server example is written in: a template or a page counts as text. */
export const SERVER_LANGS = ['python', 'ruby', 'php', 'text'];
const FENCE = /^(`{3,}|~{3,})\s*([^\s`]*)\s*$/;

/**
 * Every fenced block of the README: {lang, code, line, name, server} (name only when an example
 * marker precedes it, server only when a server-example marker does).
 */
export function readmeBlocks(readme) {
  const lines = readme.split('\n');
  const blocks = [];
  for (let index = 0; index < lines.length; index++) {
    const open = lines[index].match(FENCE);
    if (!open) continue;
    const [, fence, lang] = open;
    const closes = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const end = lines.findIndex((line, at) => at > index && closes.test(line));
    if (end === -1) throw new Error(`README.md:${index + 1}: a fenced block that never closes`);
    const above = index > 0 ? lines[index - 1].trim() : '';
    const marker = above.match(MARKER);
    const server = above.match(SERVER_MARKER);
    blocks.push({ lang, code: `${lines.slice(index + 1, end).join('\n')}\n`, line: index + 1, name: marker?.[1], server: server?.[1] });
    index = end;
  }
  return blocks;
}

/** The README's examples, {name, lang, code, line}, in the README's order. */
export function readmeExamples(readme) {
  return readmeBlocks(readme)
    .filter((block) => block.name)
    .map(({ name, lang, code, line }) => ({ name, lang, code, line }));
}

/** What is wrong with the README's examples as a whole: an empty list when nothing is. */
export function exampleProblems(readme) {
  const problems = [];
  const blocks = readmeBlocks(readme);
  for (const block of blocks) {
    const where = `README.md:${block.line}`;
    if (!block.name && RUNNABLE.includes(block.lang)) problems.push(`${where}: a ${block.lang} block without an <!-- example: NAME --> marker: mark it so a test runs it`);
    if (!RUNNABLE.includes(block.lang) && !LISTINGS.includes(block.lang))
      problems.push(`${where}: a block in '${block.lang || 'no language'}': say which language it is (${[...RUNNABLE, ...LISTINGS].join(', ')})`);
    if (block.name && !RUNNABLE.includes(block.lang)) problems.push(`${where}: example ${block.name} is a ${block.lang || 'plain'} block, which nothing runs`);
    if (block.server && !SERVER_LANGS.includes(block.lang))
      problems.push(`${where}: server example ${block.server} is a ${block.lang || 'plain'} block: it must be ${SERVER_LANGS.join(', ')}`);
  }
  const names = blocks.filter((block) => block.name).map((block) => block.name);
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index))) problems.push(`example ${name} is named twice`);
  const servers = blocks.filter((block) => block.server).map((block) => block.server);
  for (const name of new Set(servers.filter((name, index) => servers.indexOf(name) !== index))) problems.push(`server example ${name} is named twice`);
  // A marker must sit right above its block, or its block would not be run.
  const lines = readme.split('\n');
  lines.forEach((line, index) => {
    if ((MARKER.test(line.trim()) || SERVER_MARKER.test(line.trim())) && !FENCE.test(lines[index + 1] ?? ''))
      problems.push(`README.md:${index + 1}: ${line.trim()} is not right above a fenced block`);
  });
  return problems;
}

/** The versions named in the README's CDN URLs (`https://cdn.jsdelivr.net/npm/eb-widgets@X/...`). */
export const cdnVersions = (readme) => [...readme.matchAll(/https:\/\/cdn\.jsdelivr\.net\/npm\/eb-widgets@([^/\s"'`]+)\//g)].map((match) => match[1]);

/**
 * Which runner runs an example, by name prefix, then by language; undefined when none does.
 *   page: an HTML page or fragment, served on the sandbox origin, the library from its CDN URL
 *   css: a style sheet, applied to a page holding the elements it names
 *   app: TypeScript or React, a page of the Vite + React fixture (fixtures/consumer-app)
 *   vue: a single-file component, the App of a page of the Vue 3 fixture (fixtures/consumer-vue)
 *   angular: a standalone component, bootstrapped in the Angular fixture (fixtures/consumer-angular)
 *   node: a Node module of a server (ssr-*, eb-widgets/ssr): its pageHtml(url) is served, the
 *         library from its CDN URL
 *   framework: a file of a React framework app (FRAMEWORK_FILES), word for word: the app is
 *         built by scripts/consumer.test.mjs and run by e2e/react-frameworks.spec.ts
 */
export function runnerFor({ name, lang }) {
  if (Object.hasOwn(FRAMEWORK_FILES, name)) return 'framework';
  if (name.startsWith('ssr-')) return lang === 'js' ? 'node' : undefined;
  if (name.startsWith('angular-')) return lang === 'ts' ? 'angular' : undefined;
  if (name.startsWith('vue-') || lang === 'vue') return lang === 'vue' ? 'vue' : undefined;
  if (name.startsWith('react-')) return lang === 'tsx' ? 'app' : undefined;
  return { html: 'page', css: 'css', ts: 'app', tsx: 'app' }[lang];
}

/**
 * The page around an app example that works on what the page already holds: typed-events finds
 * the page's card and listens for its events.
 */
const APP_PAGE_BODY = {
  'typed-events': `<eb-event-card layout="horizontal" event='{"id": "1001", "name": "Jazz on the river", "startDate": "2027-06-12"}'></eb-event-card>`,
};

const entryPage = (title, body, script) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
  </head>
  <body>
    ${body}<div id="root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;

/** The examples that are files of the React framework apps, word for word, by their path under fixtures/. */
export const FRAMEWORK_FILES = {
  'next-layout': 'next-app/app/layout.tsx',
  'next-site-footer': 'next-app/app/site-footer.tsx',
  'next-marketplace': 'next-app/app/apps/marketplace.tsx',
  'react-router-marketplace': 'react-router-app/app/routes/apps.tsx',
};

/** The fixture folder each runner builds in, under fixtures/. */
export const FIXTURE_OF = { app: 'consumer-app', vue: 'consumer-vue', angular: 'consumer-angular' };

/**
 * Writes the examples that need a build into their fixture (all git-ignored): each one's code in
 * src/readme/ and an HTML entry in readme/NAME.html, which the fixture's vite.config.ts builds as
 * a page of its own. Stale examples are removed first. Returns the files written.
 */
export function writeExampleFixtures(fixtures, examples) {
  const written = [];
  const write = (file, text) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(file);
  };
  for (const folder of Object.values(FIXTURE_OF)) {
    for (const generated of ['readme', 'src/readme']) rmSync(path.join(fixtures, folder, generated), { recursive: true, force: true });
  }
  for (const example of examples) {
    const runner = runnerFor(example);
    if (!FIXTURE_OF[runner]) continue;
    const dir = path.join(fixtures, FIXTURE_OF[runner]);
    const title = `README example ${example.name}`;
    const body = APP_PAGE_BODY[example.name] ? `${APP_PAGE_BODY[example.name]}\n    ` : '';
    if (runner === 'app') {
      write(path.join(dir, 'src/readme', `${example.name}.${example.lang}`), example.code);
      write(path.join(dir, 'readme', `${example.name}.html`), entryPage(title, body, `../src/readme/${example.name}.${example.lang}`));
    } else if (runner === 'vue') {
      write(path.join(dir, 'src/readme', `${example.name}.vue`), example.code);
      write(
        path.join(dir, 'src/readme', `${example.name}.main.ts`),
        `// The example as the App component of its page.\nimport { createApp } from 'vue';\nimport App from './${example.name}.vue';\n\ncreateApp(App).mount('#root');\n`,
      );
      write(path.join(dir, 'readme', `${example.name}.html`), entryPage(title, body, `../src/readme/${example.name}.main.ts`));
    } else if (runner === 'angular') {
      write(path.join(dir, 'src/readme', `${example.name}.ts`), example.code);
      write(
        path.join(dir, 'src/readme', `${example.name}.main.ts`),
        `// Bootstraps the component the example exports (JIT: the compiler comes first).\nimport { bootstrapComponentsOf } from '../bootstrap';\nimport * as example from './${example.name}';\n\nbootstrapComponentsOf(example);\n`,
      );
      write(path.join(dir, 'readme', `${example.name}.html`), entryPage(title, body, `../src/readme/${example.name}.main.ts`));
    }
  }
  return written;
}
