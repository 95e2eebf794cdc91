// No import circles in src/: each folder's files import downward only, so a module never runs
// before one it needs has finished, and a newcomer can read any file after the files it imports.
// Every .ts and .tsx file under src/ but the tests (src/test-support/ included) is read with
// TypeScript's own parser (no regex to fool with a comment or a string), and so is every file
// outside src/ they reach (elements/), so that a circle through one of those is found too.
//
// The rule is about run-time imports: static imports and exports from a file, and `import('…')`.
// What the compiler erases is left out: `import type`, `export type`, an import or export whose
// every name is marked `type`, and `typeof import('…')`. A circle through those alone costs
// nothing at run time. An import whose names are used only as types but not marked `type` counts:
// mark it `import type` if it closes a circle.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const isTest = (file) => /\.test\.tsx?$/.test(file);

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name) ? [file] : [];
  });
}

/** The file a relative specifier names, as the bundler finds it; undefined for a package or a non-code file. */
export function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return file && /\.tsx?$/.test(file) ? file : undefined;
}

const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/**
 * The specifiers a file imports at run time (see the top of this file for what is left out); with
 * `types`, those the compiler erases too (but `typeof import('…')`).
 */
export function runTimeImports(fileName, text, { types = false } = {}) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const erased = clause && (clause.isTypeOnly || (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && allTypes(clause.namedBindings.elements)));
      if (types || !erased) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const erased = node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && allTypes(node.exportClause.elements));
      if (types || !erased) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    // `typeof import('…')` is an ImportTypeNode, not a call: never visited as one.
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Every file reached from `starts`, with the files it imports at run time (with `types`, also for types). */
function importGraph(starts, options) {
  const graph = new Map();
  const waiting = [...starts];
  while (waiting.length > 0) {
    const file = waiting.pop();
    if (graph.has(file)) continue;
    const targets = runTimeImports(file, readFileSync(file, 'utf8'), options)
      .map((specifier) => resolve(file, specifier))
      .filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
    waiting.push(...targets);
  }
  return graph;
}

/**
 * Each group of files that reach each other (Tarjan's strongly connected components): its files,
 * by name, and one circle through them.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const connect = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.map((group) => ({ files: group.sort(), circle: circleIn(graph, new Set(group)) }));
}

/** A shortest way from the group's first file (by name) back to itself, staying in the group. */
function circleIn(graph, group) {
  const [start] = [...group].sort();
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const circle = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The import circles among src/'s files, each as its files' names. */
function circlesInSrc(options) {
  const name = (file) => path.relative(ROOT, file);
  return findCycles(importGraph(sourceFiles(SRC), options)).map(({ files, circle }) => {
    const others = files.filter((file) => !circle.includes(file));
    return circle.map(name).join(' -> ') + (others.length > 0 ? ` (and through ${others.map(name).join(', ')})` : '');
  });
}

test('no file under src/ reaches itself through its run-time imports', () => {
  const shown = circlesInSrc();
  assert.deepEqual(shown, [], `import circles:\n${shown.join('\n')}`);
});

// Issue 50: nor through the imports of types. A type two files share has a home of its own
// (BrowseScreenName, once in BrowseScreen.tsx, which loads BrowsePage.tsx, which needed it).
test('no file under src/ reaches itself through its imports, those of types included', () => {
  const shown = circlesInSrc({ types: true });
  assert.deepEqual(shown, [], `import circles through types:\n${shown.join('\n')}`);
});

test('the reader finds static and dynamic imports, and leaves out what the compiler erases', () => {
  const text = `
    import a from './a';
    import { b, type B } from './b';
    import './side-effect';
    import type { C } from './c';
    import { type D } from './d';
    export * from './e';
    export { f } from './f';
    export type { G } from './g';
    // import h from './in-a-comment';
    const text = "import i from './in-a-string'";
    type J = typeof import('./j');
    const k = () => import('./k');
  `;
  assert.deepEqual(runTimeImports('example.ts', text), ['./a', './b', './side-effect', './e', './f', './k']);
  assert.deepEqual(runTimeImports('example.ts', text, { types: true }), ['./a', './b', './side-effect', './c', './d', './e', './f', './g', './k']);
});

test("a specifier is resolved as the bundler does: './x' to x.ts, x.tsx or x/index.ts(x); a package or a JSON file is no edge", () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  try {
    mkdirSync(path.join(folder, 'folder'));
    for (const file of ['from.ts', 'module.ts', 'component.tsx', 'folder/index.ts', 'catalog.json']) writeFileSync(path.join(folder, file), '');
    const from = path.join(folder, 'from.ts');
    assert.equal(resolve(from, './module'), path.join(folder, 'module.ts'));
    assert.equal(resolve(from, './component'), path.join(folder, 'component.tsx'));
    assert.equal(resolve(from, './folder'), path.join(folder, 'folder/index.ts'));
    assert.equal(resolve(from, './catalog.json'), undefined);
    assert.equal(resolve(from, 'react'), undefined);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a circle is reported by its files, in import order', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
    ['e', ['e']],
  ]);
  assert.deepEqual(findCycles(graph), [
    { files: ['a', 'b', 'c'], circle: ['a', 'b', 'c', 'a'] },
    { files: ['e'], circle: ['e', 'e'] },
  ]);
});
