// The README's theming reference, written from dist/custom-elements.json so that the tokens and
// parts a reader sees are the ones the elements have. `node scripts/readme-reference.mjs --write`
// (after a build) rewrites the tables between their markers; scripts/package.test.mjs fails when
// the README and the manifest disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cell = (text) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\n', ' ');
const code = (text) => `\`${text}\``;

/** Every declaration with a tag, in the manifest's order (the notification host included). */
const taggedDeclarations = (manifest) => manifest.modules.flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.tagName));

/** One row per `--eb-*` token: its default in each scheme, what it sets, and the elements that read it. */
export function themingTokensTable(manifest) {
  const tokens = new Map();
  for (const declaration of taggedDeclarations(manifest)) {
    for (const property of declaration.cssProperties ?? []) {
      const token = tokens.get(property.name) ?? { ...property, tags: [] };
      token.tags.push(declaration.tagName);
      tokens.set(property.name, token);
    }
  }
  const everyTag = taggedDeclarations(manifest).length;
  const rows = [...tokens.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (token) =>
        `| ${code(token.name)} | ${code(cell(token.default))} | ${token.darkDefault ? code(cell(token.darkDefault)) : 'the same'} | ${cell(token.description)} | ${token.tags.length === everyTag ? 'all' : token.tags.map((tag) => code(tag)).join(', ')} |`,
    );
  return ['| token | default | dark scheme | what it sets | elements |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** One row per CSS part of each element. */
export function cssPartsTable(manifest) {
  const rows = taggedDeclarations(manifest).flatMap((declaration) =>
    (declaration.cssParts ?? []).map((part) => `| ${code(declaration.tagName)} | ${code(`::part(${part.name})`)} | ${cell(part.description)} |`),
  );
  return ['| element | part | what it is |', '|---|---|---|', ...rows].join('\n');
}

const SECTIONS = { 'theming-tokens': themingTokensTable, 'css-parts': cssPartsTable };

/** The text between `<!-- name:start -->` and `<!-- name:end -->`, trimmed. */
export function readmeSection(readme, name) {
  const match = readme.match(new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)<!-- ${name}:end -->`));
  if (!match) throw new Error(`README.md has no <!-- ${name}:start --> ... <!-- ${name}:end --> markers`);
  return match[1].trim();
}

/** The README with every reference table written from the manifest. */
export function withReference(readme, manifest) {
  let text = readme;
  for (const [name, table] of Object.entries(SECTIONS)) {
    readmeSection(text, name);
    text = text.replace(new RegExp(`(<!-- ${name}:start -->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`), (_, start, end) => `${start}${table(manifest)}\n${end}`);
  }
  return text;
}

export const REFERENCE_SECTIONS = Object.keys(SECTIONS);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmePath = path.join(root, 'README.md');
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist', 'custom-elements.json'), 'utf8'));
  const updated = withReference(readFileSync(readmePath, 'utf8'), manifest);
  if (process.argv.includes('--write')) writeFileSync(readmePath, updated);
  else process.stdout.write(updated);
}
