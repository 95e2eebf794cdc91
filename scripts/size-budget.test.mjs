// The size budget (issue 15, 'A size budget that CI enforces'): every JavaScript file of the CDN
// build and every npm entry as an app bundles it stays within its gzip budget in
// size-budget.json; a new file needs a budget and a budget needs a file. Needs a built dist/.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { appendFileSync, copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from './build-support.mjs';
import { budgetFor, checkBudgets, measure, readBudgets } from './size-budget.mjs';

const committedBudgets = readBudgets();
let measuring;
/** The build's sizes, measured once for both groups of tests. */
const measureBuild = () => (measuring ??= measure());

/** Fails with every problem's message, one a line. */
function assertNone(problems) {
  if (problems.length > 0) assert.fail(problems.map(({ message }) => message).join('\n'));
}

describe('the build against size-budget.json', () => {
  let problems;
  before(async () => {
    problems = checkBudgets(await measureBuild(), committedBudgets);
  });

  test('no CDN file and no npm entry is past its gzip budget', () => {
    assertNone(problems.filter(({ kind }) => kind === 'over'));
  });

  test('every JavaScript file of the CDN build and every npm entry has a budget: a new chunk is budgeted on purpose', () => {
    assertNone(problems.filter(({ kind }) => kind === 'unbudgeted'));
  });

  test('every budget names a file that is still built', () => {
    assertNone(problems.filter(({ kind }) => kind === 'stale'));
  });
});

// Against budgets of its own (today's sizes plus headroom): these fail when the check is broken, not
// when a committed budget is off.
describe('the check fails on a copy of the package where files grew, appeared or went', () => {
  let budgets;
  let copy;
  let chunk;
  let element;
  let removed;
  let problems;
  // Random base64 barely compresses: this many characters add about `count` gzip bytes.
  const incompressible = (count) => randomBytes(count).toString('base64');

  before(async () => {
    const measured = await measureBuild();
    budgets = Object.fromEntries(measured.map(({ name, gzip }) => [name, budgetFor(gzip)]));
    copy = mkdtempSync(path.join(tmpdir(), 'eb-widgets-size-'));
    copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
    cpSync(path.join(ROOT, 'dist'), path.join(copy, 'dist'), { recursive: true });

    chunk = measured.find(({ name }) => name.startsWith('dist/chunks/'));
    appendFileSync(path.join(copy, chunk.file), `\n/*${incompressible(budgets[chunk.name])}*/\n`);
    element = measured.find(({ name }) => name.startsWith('npm: eb-widgets/elements/'));
    appendFileSync(path.join(copy, element.file), `\nglobalThis.sizeBudgetCheck = ${JSON.stringify(incompressible(budgets[element.name]))};\n`);
    copyFileSync(path.join(copy, chunk.file), path.join(copy, 'dist/chunks/unbudgeted-Zz0Zz0Zz.js'));
    removed = measured.find(({ name }) => name.startsWith('dist/elements/'));
    rmSync(path.join(copy, removed.file));

    problems = checkBudgets(await measure(copy), budgets);
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  const problemOf = (kind, name) => problems.find((problem) => problem.kind === kind && problem.name === name);

  test('a CDN chunk past its budget, named without its hash, with its gzip size and budget', () => {
    const problem = problemOf('over', chunk.name);
    assert.ok(problem, `${chunk.name} is not reported:\n${problems.map(({ message }) => message).join('\n')}`);
    assert.ok(problem.gzip > problem.budget);
    assert.equal(problem.budget, budgets[chunk.name]);
    assert.equal(
      problem.message,
      `${chunk.name} is ${problem.gzip.toLocaleString('en-US')} B gzip, past its budget of ${problem.budget.toLocaleString('en-US')} B by ${(problem.gzip - problem.budget).toLocaleString('en-US')} B`,
    );
  });

  test("an element's npm entry past its budget once an app bundles it", () => {
    assert.ok(problemOf('over', element.name), `${element.name} is not reported`);
  });

  test('a new chunk without a budget', () => {
    const problem = problemOf('unbudgeted', 'dist/chunks/unbudgeted.js');
    assert.ok(problem, 'dist/chunks/unbudgeted.js is not reported');
    assert.match(problem.message, /^dist\/chunks\/unbudgeted\.js is [\d,]+ B gzip and has no budget: add "dist\/chunks\/unbudgeted\.js": \d+ to size-budget\.json$/);
  });

  test('a budget whose file is no longer built', () => {
    assert.ok(problemOf('stale', removed.name), `${removed.name} is not reported`);
  });

  test('and nothing else: the copy measures as the build does', () => {
    // The package's entry and its React wrappers import the grown element too.
    const expected = [chunk.name, element.name, 'npm: eb-widgets', 'npm: eb-widgets/react', 'dist/chunks/unbudgeted.js', removed.name];
    assert.deepEqual(
      problems.map(({ name }) => name).filter((name) => !expected.includes(name)),
      [],
    );
  });
});
