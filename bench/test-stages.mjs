// Where `npm test`'s time goes (issue 38). Runs CI as a fresh machine does, on a clean clone of a
// commit: `.ci/run`'s three steps (the browsers, `npm ci`, `npm test`), each timed, with `npm test`'s
// own report of its stages and of every test file (scripts/test-report/). Results go to
// bench/.out/test-stages/<label>.json; `--table` prints the Markdown of BENCHMARKS.md from them.
//
//   node bench/test-stages.mjs --ref HEAD --label after --runs 3
//   node bench/test-stages.mjs --table before after
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../scripts/build-support.mjs';
import { readReports, totals } from '../scripts/test-report/summary.mjs';

const OUT = path.join(ROOT, 'bench/.out/test-stages');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { ref: { type: 'string', default: 'HEAD' }, label: { type: 'string' }, runs: { type: 'string', default: '1' }, table: { type: 'boolean', default: false } },
});

function timed(command, args, cwd, env) {
  console.log(`\n[test-stages] ${cwd}$ ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  return { seconds: (performance.now() - started) / 1000, ok: result.status === 0 };
}

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** One clean-clone CI run of `commit`: its steps' times, npm test's stages and files. */
function ciRun(commit) {
  const clone = mkdtempSync(path.join(tmpdir(), 'eb-test-stages-'));
  try {
    git(['clone', '--quiet', '--no-local', '--no-checkout', ROOT, clone]);
    spawnSync('git', ['checkout', '--quiet', commit], { cwd: clone, stdio: 'inherit' });
    const reportDir = path.join(clone, '.cache/npm-test');
    const env = { ...process.env, EB_TEST_REPORT_DIR: reportDir };
    const load = loadavg()[0];
    const steps = [];
    // `.ci/run`, step by step.
    steps.push({ name: 'browsers (ensure-browsers)', ...timed(process.execPath, ['scripts/ensure-browsers.mjs'], clone, env) });
    steps.push({ name: 'install (npm ci)', ...timed('npm', ['ci'], clone, env) });
    steps.push({ name: 'npm test', ...timed('npm', ['test'], clone, env) });
    const stages = existsSync(path.join(reportDir, 'stages.json')) ? JSON.parse(readFileSync(path.join(reportDir, 'stages.json'), 'utf8')).stages : [];
    return { commit, date: new Date().toISOString(), loadBefore: load, steps, stages, reports: readReports(reportDir) };
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fmt = (value) => (value === undefined ? '–' : `${Math.round(value)}`);

/** The Markdown tables comparing labelled results (each the median of its runs). */
function table(labels) {
  const results = labels.map((label) => ({ ...JSON.parse(readFileSync(path.join(OUT, `${label}.json`), 'utf8')), label }));
  const lines = [];
  const head = (first) => [`| ${first} | ${labels.join(' | ')} |`, `|---|${labels.map(() => '---:').join('|')}|`];
  const stepValue = (result, name) => median(result.runs.map((run) => run.steps.find((step) => step.name === name)?.seconds ?? NaN));
  const stageValue = (result, name) => {
    const values = result.runs.map((run) => run.stages.find((stage) => stage.name === name)?.seconds).filter((value) => value !== undefined);
    return values.length ? median(values) : undefined;
  };
  lines.push(...head('`.ci/run` on a clean clone, seconds (median)'));
  const stepNames = [...new Set(results.flatMap((result) => result.runs[0].steps.map((step) => step.name)))];
  for (const name of stepNames) lines.push(`| ${name} | ${results.map((result) => fmt(stepValue(result, name))).join(' | ')} |`);
  lines.push(`| **total** | ${results.map((result) => `**${fmt(median(result.runs.map((run) => run.steps.reduce((sum, step) => sum + step.seconds, 0))))}**`).join(' | ')} |`);
  lines.push('', ...head('`npm test`, its stages, seconds (median)'));
  // In the newest result's order, then stages only older results had.
  const stageNames = [...new Set([...results].reverse().flatMap((result) => result.runs[0].stages.map((stage) => stage.name)))];
  for (const name of stageNames) lines.push(`| ${name} | ${results.map((result) => fmt(stageValue(result, name))).join(' | ')} |`);
  lines.push('', ...head('tests per runner (passed)'));
  const runners = [...new Set(results.flatMap((result) => Object.keys(result.runs[0].reports)))];
  // '–' where a run has no report of that runner (not the same as no test).
  for (const runner of runners)
    lines.push(`| ${runner} | ${results.map((result) => (result.runs[0].reports[runner] ? totals(result.runs[0].reports[runner]).passed : '–')).join(' | ')} |`);
  lines.push(
    '',
    `Runs: ${results.map((result, index) => `${labels[index]} ${result.runs.length} × \`${result.runs[0].commit.slice(0, 7)}\` (${result.runs.map((run) => fmt(run.steps.reduce((sum, step) => sum + step.seconds, 0))).join(', ')} s)`).join('; ')}.`,
  );
  // Per runner, its ten slowest files in the newest result that has them, with every result's time.
  for (const runner of runners) {
    const newest = [...results].reverse().find((result) => result.runs[0].reports[runner]?.length > 1);
    if (!newest) continue;
    const files = [...newest.runs[0].reports[runner]].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    const secondsOf = (result, name) => result.runs[0].reports[runner]?.find((file) => file.file === name)?.seconds;
    lines.push('', `Ten slowest files of ${runner} (seconds; tests in ${newest.label}):`, '');
    lines.push(`| file | tests | ${labels.join(' | ')} |`, `|---|---:|${labels.map(() => '---:').join('|')}|`);
    for (const file of files) lines.push(`| \`${file.file}\` | ${file.passed + file.failed} | ${results.map((result) => fmt(secondsOf(result, file.file))).join(' | ')} |`);
  }
  return lines.join('\n');
}

if (options.table) {
  console.log(table(positionals));
} else {
  const commit = git(['rev-parse', options.ref]);
  const label = options.label ?? commit.slice(0, 7);
  mkdirSync(OUT, { recursive: true });
  const runs = [];
  for (let index = 0; index < Number(options.runs); index += 1) {
    runs.push(ciRun(commit));
    writeFileSync(path.join(OUT, `${label}.json`), JSON.stringify({ label, machine: { cpus: cpus().length, model: cpus()[0]?.model }, runs }, null, 2));
  }
  console.log(`\n${table([label])}`);
  if (runs.some((run) => run.steps.some((step) => !step.ok))) process.exitCode = 1;
}
