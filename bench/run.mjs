// `npm run bench`: builds the app once, runs every benchmark (each prints its own table and
// writes JSON to bench/results/, stamped here with the commit it measured), then prints ONE
// summary table read from those JSON files, writes bench/results/summary.json (not kept in git)
// and renders docs/performance.md from the JSON (bench/render-docs.ts). A failing step makes the
// run exit non-zero; the other steps still run, and the summary marks figures that were not
// refreshed by this run as stale.
//
//   npm run bench                      everything but `million` (takes a while: imports of 300k records)
//   npm run bench -- --only million    the million-record backup (bench/browser/million.ts)
//   npm run bench -- --only app,search run some steps (names below: envelope, search,
//                                      relevance, search-startup, import, tracker, app, offline, startup, sync, million); the build still runs first
//   npm run bench -- --summary         only print the summary of the JSON files already there and
//                                      render docs/performance.md from them
//   npm run bench -- --against REF     also measure commit REF (built in a git worktree) with the same
//                                      scripts, each step on REF's build right before this one's;
//                                      REF's figures go to bench/results/against/ (not kept in git), and the summary
//                                      ends with a table of both ("did anything get slower?")
//   BENCH_SKIP_BUILD=1 npm run bench   reuse the current dist/
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';

const RESULTS = 'bench/results';
mkdirSync(RESULTS, { recursive: true });
const vitestJson = `${RESULTS}/envelope.json`;
const args = process.argv.slice(2);
const only = args.includes('--only')
  ? new Set((args[args.indexOf('--only') + 1] ?? '').split(','))
  : null;
const summaryOnly = args.includes('--summary');
const againstRef = args.includes('--against') ? args[args.indexOf('--against') + 1] : null;
const AGAINST = `${RESULTS}/against`;

/**
 * Each step: a name, the command, and the JSON file it writes. `against`: how the step measures
 * an older commit: 'dist' runs this script on that commit's build, 'tree' runs that commit's own
 * script in its worktree (the Node search benchmark calls the search code directly).
 */
const STEPS = [
  {
    name: 'envelope',
    command: 'npx',
    args: ['vitest', 'bench', '--run', '--dir', 'bench', `--outputJson=${vitestJson}`],
    output: vitestJson,
  },
  {
    name: 'search',
    command: 'node',
    args: ['--expose-gc', '--max-old-space-size=8192', '--import', 'tsx', 'bench/search.ts'],
    output: `${RESULTS}/search.json`,
    against: 'tree',
  },
  // Real coin names searched by ours, MiniSearch and Fuse.js (bench/relevance.ts): hit@1, hit@5, MRR.
  {
    name: 'relevance',
    command: 'node',
    args: ['--max-old-space-size=4096', '--import', 'tsx', 'bench/relevance.ts'],
    output: `${RESULTS}/relevance.json`,
  },
  {
    name: 'search-startup',
    command: 'node',
    args: ['--import', 'tsx', 'bench/browser/search-startup.ts'],
    output: `${RESULTS}/search-browser.json`,
    browser: true,
  },
  {
    name: 'import',
    command: 'node',
    args: ['--import', 'tsx', 'bench/browser/import.ts'],
    output: `${RESULTS}/import.json`,
    browser: true,
    against: 'dist',
  },
  {
    name: 'app',
    command: 'node',
    args: ['--import', 'tsx', 'bench/browser/app.ts'],
    output: `${RESULTS}/app.json`,
    browser: true,
    against: 'dist',
  },
  {
    name: 'tracker',
    command: 'node',
    args: ['--import', 'tsx', 'bench/browser/tracker.ts'],
    output: `${RESULTS}/tracker.json`,
    browser: true,
    against: 'dist',
  },
  {
    name: 'offline',
    command: 'node',
    args: ['--import', 'tsx', 'bench/browser/offline.ts'],
    output: `${RESULTS}/offline.json`,
    browser: true,
  },
  // Where a repeat visit's time goes (the app's start-up marks); compares builds itself (BENCH_STARTUP_BUILDS).
  {
    name: 'startup',
    command: 'node',
    args: ['--import', 'tsx', 'bench/browser/startup.ts'],
    output: `${RESULTS}/startup.json`,
    browser: true,
  },
  // A hundred devices in one room, on one sync server and on two behind PostgreSQL and Redis (bench/sync.ts).
  {
    name: 'sync',
    command: 'node',
    args: ['--import', 'tsx', 'bench/sync.ts'],
    output: `${RESULTS}/sync.json`,
  },
  // Long (a 560 MB backup, ~10 minutes): only run when named, `--only million`.
  {
    name: 'million',
    command: 'node',
    args: ['--import', 'tsx', 'bench/browser/million.ts'],
    output: `${RESULTS}/million.json`,
    browser: true,
    onlyWhenNamed: true,
  },
];

const runStart = Date.now();
const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};
const loadBefore = uptime();
const statuses = {};

const git = (...gitArgs) => execFileSync('git', gitArgs, { encoding: 'utf8' }).trim();
/**
 * The code a step measures: HEAD, and whether the tree differed from it. The benchmarks' own
 * output (bench/results/, docs/performance.md) does not count as a change.
 */
const measured = {
  commit: git('rev-parse', '--short', 'HEAD'),
  dirty: git('status', '--porcelain', '--', '.', ':!bench/results', ':!docs/performance.md') !== '',
};

/** Writes into a step's fresh JSON when and on which code it was taken, for docs/performance.md. */
function stampResult(path, since, { commit, dirty }) {
  if (!existsSync(path) || statSync(path).mtimeMs < since) return;
  const data = JSON.parse(readFileSync(path, 'utf8'));
  const date = data.date ?? new Date().toISOString();
  // The machine's load when the run began, unless the benchmark wrote its own.
  const load = data.load || data.machine ? {} : { load: loadBefore };
  writeFileSync(path, `${JSON.stringify({ ...data, date, ...load, commit, dirty }, null, 2)}\n`);
}

function run(name, command, commandArgs, options = {}) {
  console.log(
    `\n=== ${name}: ${command} ${commandArgs.join(' ')}${options.cwd ? ` (in ${options.cwd})` : ''}`,
  );
  const start = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  const ok = result.status === 0;
  statuses[name] = {
    ok,
    seconds: Math.round((Date.now() - start) / 1000),
    ...(ok ? {} : { exit: result.status ?? result.signal ?? result.error?.message }),
  };
  if (!ok) console.error(`=== ${name} FAILED (${statuses[name].exit})`);
  return ok;
}

/** A worktree of `ref` with this checkout's node_modules, built: where --against measures it. */
function prepareAgainst(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  const tree = `/tmp/alphascout-against-${sha}`;
  if (!existsSync(tree))
    execFileSync('git', ['worktree', 'add', '--detach', tree, sha], { stdio: 'inherit' });
  if (!existsSync(`${tree}/node_modules`))
    symlinkSync(resolve('node_modules'), `${tree}/node_modules`);
  if (!run(`build ${sha}`, 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: tree }))
    throw new Error(`${ref} did not build`);
  mkdirSync(AGAINST, { recursive: true });
  return { sha, tree };
}

if (!summaryOnly) {
  const steps = STEPS.filter((step) => (only ? only.has(step.name) : !step.onlyWhenNamed));
  if (!process.env.BENCH_SKIP_BUILD) run('build', 'npm', ['run', 'build']);
  const against = againstRef ? prepareAgainst(againstRef) : null;
  for (const step of steps) {
    const output = step.output.replace(/^bench\/results\//, '');
    const againstStart = Date.now();
    if (against && step.against === 'dist') {
      run(`${step.name} @ ${against.sha}`, step.command, step.args, {
        env: { ...process.env, DIST_DIR: `${against.tree}/dist`, BENCH_RESULTS_DIR: AGAINST },
      });
    } else if (against && step.against === 'tree') {
      if (run(`${step.name} @ ${against.sha}`, step.command, step.args, { cwd: against.tree }))
        copyFileSync(`${against.tree}/bench/results/${output}`, `${AGAINST}/${output}`);
    }
    if (against && step.against)
      stampResult(`${AGAINST}/${output}`, againstStart, { commit: against.sha, dirty: false });
    const start = Date.now();
    if (run(step.name, step.command, step.args)) stampResult(step.output, start, measured);
  }
  if (against)
    writeFileSync(
      `${AGAINST}/ref.json`,
      JSON.stringify(
        { ref: againstRef, sha: against.sha, date: new Date().toISOString() },
        null,
        2,
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// The summary
// ---------------------------------------------------------------------------------------------

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return {
      data: JSON.parse(readFileSync(path, 'utf8')),
      fresh: statSync(path).mtimeMs >= runStart || summaryOnly,
    };
  } catch {
    return null;
  }
}

const rows = [];
/** One line of the table; `budget` is [comparison, limit], as docs/performance.md states it. */
function add(bench, metric, value, { budget, baseline, fresh = true, unit = '' } = {}) {
  let verdict = '';
  if (budget && typeof value === 'number' && Number.isFinite(value)) {
    const [op, limit] = budget;
    verdict = (op === '<' ? value < limit : op === '<=' ? value <= limit : value >= limit)
      ? 'ok'
      : 'MISSED';
  }
  rows.push({
    bench,
    metric,
    value: value === undefined || value === null ? '—' : `${value}${unit}`,
    budget: budget ? `${budget[0]} ${budget[1]}${unit}` : '',
    baseline: baseline === undefined ? '' : `${baseline}${unit}`,
    verdict: fresh ? verdict : `${verdict} (stale)`.trim(),
  });
}

const envelope = readJson(vitestJson);
if (envelope) {
  for (const file of envelope.data.files ?? []) {
    // bench/envelope.bench.ts → 'envelope', bench/search-arbitrary.bench.ts → 'search-arbitrary'
    const name = /([^/]+)\.bench\.ts$/.exec(file.filepath ?? '')?.[1] ?? 'envelope';
    for (const group of file.groups ?? []) {
      const title = group.fullName?.split(' > ').slice(1).join(' › ') || '';
      for (const b of group.benchmarks ?? []) {
        add(name, `${title} ${b.name}`.trim() + ' mean', +Number(b.mean).toFixed(2), {
          unit: ' ms',
          fresh: envelope.fresh,
        });
      }
      // A group whose first entry is a baseline also reports each other entry as a ratio to it.
      const [baseline, ...others] = group.benchmarks ?? [];
      if (!baseline?.name?.startsWith('baseline')) continue;
      for (const b of others)
        add(
          name,
          `${title} ${b.name} ÷ baseline (×)`,
          +(Number(b.mean) / Number(baseline.mean)).toFixed(2),
          { fresh: envelope.fresh },
        );
    }
  }
}

const search = readJson(`${RESULTS}/search.json`);
for (const row of search?.data.rows ?? []) {
  add(
    'search (node)',
    `${row.records.toLocaleString('en')} records: p95 / build / names from snapshot`,
    `${row['p95 ms']} ms / ${row['build ms']} ms / ${row['names ready from snapshot ms']} ms`,
    { baseline: `naive p95 ${row['naive p95 ms']} ms`, fresh: search.fresh },
  );
  add(
    'search (node)',
    `${row.records.toLocaleString('en')} records: heap per record, documents incl.`,
    row['heap B/record (documents incl.)'],
    { unit: ' B', fresh: search.fresh },
  );
}
for (const row of search?.data.relevance ?? []) {
  add(
    'search (node)',
    `${row.records.toLocaleString('en')} records: relevance tier heap, TextIndex`,
    row['TextIndex MB'],
    { unit: ' MB', baseline: `MiniSearch ${row['MiniSearch MB']} MB`, fresh: search.fresh },
  );
}

const relevance = readJson(`${RESULTS}/relevance.json`);
for (const row of relevance?.data.rows ?? []) {
  if (row.engine !== 'AlphaScout') continue;
  const others = (relevance.data.rows ?? []).filter(
    (other) =>
      other.records === row.records && other.kind === row.kind && other.engine !== row.engine,
  );
  add(
    'relevance',
    `${row.records.toLocaleString('en')} records: ${row.kind} hit@1 / hit@5 / MRR`,
    `${row['hit@1']} / ${row['hit@5']} / ${row.MRR}`,
    {
      baseline: others.map((other) => `${other.engine} ${other['hit@1']}`).join(', '),
      fresh: relevance.fresh,
    },
  );
}

const startup = readJson(`${RESULTS}/search-browser.json`);
if (startup) {
  const d = startup.data;
  for (const row of d.rows ?? [d]) {
    const at = row.records ? `${row.records.toLocaleString('en')} records: ` : '';
    add(
      'search (browser)',
      `${at}repeat visit → first results`,
      row['repeat visit → search results ms'],
      { unit: ' ms', budget: ['<=', 2000], fresh: startup.fresh },
    );
    add(
      'search (browser)',
      `${at}longest task while typing`,
      row['longest main-thread task while typing ms'],
      { unit: ' ms', budget: ['<=', 50], fresh: startup.fresh },
    );
    if (row['worker round trip p95 ms'] !== undefined)
      add('search (browser)', `${at}worker round trip p95`, row['worker round trip p95 ms'], {
        unit: ' ms',
        budget: ['<=', 5],
        fresh: startup.fresh,
      });
    if (row['worker heap MB'] !== undefined)
      add('search (browser)', `${at}search worker heap`, row['worker heap MB'], {
        unit: ' MB',
        budget: ['<', 600],
        fresh: startup.fresh,
      });
  }
}

const imports = readJson(`${RESULTS}/import.json`);
for (const row of imports?.data.rows ?? []) {
  add(
    'import',
    `${row.records.toLocaleString('en')} records: import / export`,
    `${row['import s']} s / ${row['export s']} s`,
    { fresh: imports.fresh },
  );
  add(
    'import',
    `${row.records.toLocaleString('en')} records: import ÷ one Dexie bulkPut (%)`,
    row['import/bulkPut %'],
    {
      budget: ['>=', 80],
      baseline: `${row['import rec/s']} vs ${row['Dexie bulkPut rec/s']} rec/s`,
      fresh: imports.fresh,
    },
  );
  add(
    'import',
    `${row.records.toLocaleString('en')} records: import ÷ plain put loop (%)`,
    row['import/raw %'],
    { baseline: `raw put ${row['raw put rec/s']} rec/s`, fresh: imports.fresh },
  );
  add(
    'import',
    `${row.records.toLocaleString('en')} records: longest task import / export`,
    `${row['import longest task ms']} / ${row['export longest task ms']} ms`,
    { fresh: imports.fresh },
  );
}

const million = readJson(`${RESULTS}/million.json`);
if (million) {
  const f = million.data.figures;
  const size = `${million.data.records.toLocaleString('en')} records`;
  add('million', `${size}: import ÷ one Dexie bulkPut (%)`, f['import/bulkPut %'], {
    budget: ['>=', 80],
    baseline: `${f['import rec/s']} vs ${f['Dexie bulkPut rec/s']} rec/s`,
    fresh: million.fresh,
  });
  add('million', `${size}: worker heap peak, import`, f['worker heap peak during import MB'], {
    unit: ' MB',
    budget: ['<', 100],
    fresh: million.fresh,
  });
  // Every other figure as it is, so figures added to bench/browser/million.ts show up here.
  for (const [figure, value] of Object.entries(f)) {
    if (figure !== 'import/bulkPut %' && figure !== 'worker heap peak during import MB')
      add('million', `${size}: ${figure}`, value, { fresh: million.fresh });
  }
}

const app = readJson(`${RESULTS}/app.json`);
if (app) {
  const d = app.data;
  const f = app.fresh;
  add('app', 'first rows /signals, repeat visit', d.coldStart.repeatVisitFirstRowsMs, {
    unit: ' ms',
    budget: ['<=', 300],
    baseline: d.baseline.envelope.firstRowsMs,
    fresh: f,
  });
  add('app', 'first rows /signals, first visit', d.coldStart.firstVisitFirstRowsMs, {
    unit: ' ms',
    baseline: d.baseline.envelope.firstRowsMs,
    fresh: f,
  });
  add('app', 'baseline (stored envelope) ÷ repeat visit (×)', d.speedupRepeatVsBaseline, {
    budget: ['>=', 5],
    fresh: f,
  });
  add('app', 'baseline (plain JSON) ÷ repeat visit (×)', d.speedupRepeatVsPlainJsonBaseline, {
    budget: ['>=', 5],
    fresh: f,
  });
  add(
    'app',
    'baseline longest task (envelope / plain JSON)',
    `${d.baseline.envelope.longestTaskMs} / ${d.baseline.json.longestTaskMs}`,
    { unit: ' ms', fresh: f },
  );
  add('app', 'scroll: longest task', d.scroll.longestTaskMs, {
    unit: ' ms',
    budget: ['<=', 50],
    fresh: f,
  });
  add(
    'app',
    'scroll: dropped frames',
    `${d.scroll.droppedFrames} of ${d.scroll.frames} (${d.scroll.droppedPct}%)`,
    { fresh: f },
  );
  add('app', 'filter/sort: click → rows (median)', d.filter.medianMs, { unit: ' ms', fresh: f });
  add('app', 'filter/sort: longest task', d.filter.longestTaskMs, {
    unit: ' ms',
    budget: ['<=', 50],
    fresh: f,
  });
  add(
    'app',
    'search: last key → results (300 ms debounce incl.)',
    d.search.lastKeystrokeToResultsMs,
    { unit: ' ms', fresh: f },
  );
  add('app', 'search: longest task while typing', d.search.longestTaskMs, {
    unit: ' ms',
    budget: ['<=', 50],
    fresh: f,
  });
  add('app', 'JS first page gzip, / (first visit, seeds incl.)', d.js.homeFirstVisitGzipKb, {
    unit: ' KB',
    budget: ['<=', 150],
    fresh: f,
  });
  add('app', 'JS first page gzip, /signals', d.js.signalsFirstVisitGzipKb, {
    unit: ' KB',
    budget: ['<=', 150],
    fresh: f,
  });
  add('app', 'JS entry + modulepreloads gzip', d.js.entryGzipKb, {
    unit: ' KB',
    budget: ['<=', 150],
    fresh: f,
  });
  add('app', 'JS whole app gzip (incl. worker)', d.js.wholeAppGzipKb, { unit: ' KB', fresh: f });
}

const startupResults = readJson(`${RESULTS}/startup.json`);
for (const [build, s] of Object.entries(startupResults?.data.summary ?? {})) {
  const phases = Object.entries(s.phasesMs)
    .filter(([, ms]) => ms !== null)
    .map(([phase, ms]) => `${phase.replace('alphascout:', '')} ${ms}`)
    .join(', ');
  add(
    'startup',
    `${build}: first rows /signals, repeat visit (longest task ${s.longestTaskMs} ms)`,
    s.firstRowsMs,
    { unit: ' ms', baseline: phases, fresh: startupResults.fresh },
  );
}

const offline = readJson(`${RESULTS}/offline.json`);
if (offline) {
  const d = offline.data;
  add(
    'offline',
    'first rows /signals, repeat visit: without ÷ with service worker (×)',
    d['without ÷ with'],
    {
      budget: ['>=', 1],
      baseline: `${d['first rows without service worker ms']} ms without, ${d['first rows with service worker ms']} ms with`,
      fresh: offline.fresh,
    },
  );
}

const sync = readJson(`${RESULTS}/sync.json`);
if (sync) {
  const d = sync.data;
  const size = `${d.devices} devices × ${d.editsPerDevice} edits`;
  for (const scenario of d.scenarios ?? []) {
    add('sync', `${scenario.name}, ${size}: converged`, scenario['converged s'], {
      unit: ' s',
      fresh: sync.fresh,
    });
    const quiet = scenario['latency one edit at a time'] ?? {};
    add(
      'sync',
      `${scenario.name}: latency one edit at a time p50 / p95`,
      `${quiet['p50 ms']} / ${quiet['p95 ms']}`,
      { unit: ' ms', fresh: sync.fresh },
    );
  }
  add('sync', 'two instances ÷ one, time to converge (×)', d['two ÷ one']?.['converged s'], {
    fresh: sync.fresh,
  });
}

// ---------------------------------------------------------------------------------------------
// Against an older commit (--against): the same figures side by side, both from this run
// ---------------------------------------------------------------------------------------------

const againstMeta = readJson(`${AGAINST}/ref.json`);
const comparison = [];
/** One figure both ways; a change past the noise band (10 %) the wrong way reads SLOWER. */
function compare(bench, metric, then, now, better) {
  if (
    typeof then !== 'number' ||
    typeof now !== 'number' ||
    !Number.isFinite(then) ||
    !Number.isFinite(now)
  )
    return;
  const ratio = then === 0 ? (now === 0 ? 1 : Infinity) : now / then;
  const worse = better === 'lower' ? ratio > 1.1 : ratio < 1 / 1.1;
  comparison.push({
    bench,
    metric,
    then,
    now,
    'now ÷ then': +ratio.toFixed(2),
    verdict: worse ? 'SLOWER' : 'ok',
  });
}
if (againstMeta?.fresh) {
  const pair = (file) => {
    const then = readJson(`${AGAINST}/${file}`);
    const now = readJson(`${RESULTS}/${file}`);
    return then?.fresh && now?.fresh ? [then.data, now.data] : null;
  };
  const bySize = (rows, records) => (rows ?? []).find((row) => row.records === records);
  const searchPair = pair('search.json');
  for (const then of searchPair?.[0].rows ?? []) {
    const now = bySize(searchPair[1].rows, then.records);
    const at = `${then.records.toLocaleString('en')} records`;
    for (const figure of ['p50 ms', 'p95 ms', 'names ready from snapshot ms', 'build ms'])
      compare('search (node)', `${at}: ${figure}`, then[figure], now?.[figure], 'lower');
  }
  const importPair = pair('import.json');
  for (const then of importPair?.[0].rows ?? []) {
    const now = bySize(importPair[1].rows, then.records);
    const at = `${then.records.toLocaleString('en')} records`;
    compare('import', `${at}: import rec/s`, then['import rec/s'], now?.['import rec/s'], 'higher');
    compare(
      'import',
      `${at}: import ÷ Dexie bulkPut %`,
      then['import/bulkPut %'],
      now?.['import/bulkPut %'],
      'higher',
    );
    compare('import', `${at}: export s`, then['export s'], now?.['export s'], 'lower');
  }
  const appPair = pair('app.json');
  if (appPair) {
    const [then, now] = appPair;
    compare(
      'app',
      'first rows /signals, repeat visit ms',
      then.coldStart.repeatVisitFirstRowsMs,
      now.coldStart.repeatVisitFirstRowsMs,
      'lower',
    );
    compare(
      'app',
      'first rows /signals, first visit ms',
      then.coldStart.firstVisitFirstRowsMs,
      now.coldStart.firstVisitFirstRowsMs,
      'lower',
    );
    compare(
      'app',
      'filter/sort → rows, median ms',
      then.filter.medianMs,
      now.filter.medianMs,
      'lower',
    );
    compare(
      'app',
      'search: last key → results ms',
      then.search.lastKeystrokeToResultsMs,
      now.search.lastKeystrokeToResultsMs,
      'lower',
    );
    compare(
      'app',
      'scroll: dropped frames %',
      then.scroll.droppedPct,
      now.scroll.droppedPct,
      'lower',
    );
    compare(
      'app',
      'JS entry + modulepreloads gzip KB',
      then.js.entryGzipKb,
      now.js.entryGzipKb,
      'lower',
    );
  }
}

console.log(
  `\nAlphaScout benchmarks — summary (load before: ${loadBefore.replace(/.*load average/, 'load average')})`,
);
console.table(rows);
const failed = Object.entries(statuses)
  .filter(([, s]) => !s.ok)
  .map(([name]) => name);
if (comparison.length) {
  console.log(
    `\nThis run against ${againstMeta.data.ref} (${againstMeta.data.sha}), same scripts, same run (then = ${againstMeta.data.sha}, now = this checkout)`,
  );
  console.table(comparison);
}
if (failed.length) console.error(`Failed steps: ${failed.join(', ')}`);
writeFileSync(
  `${RESULTS}/summary.json`,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { loadBefore, loadAfter: uptime() },
      steps: statuses,
      rows,
      ...(comparison.length ? { against: { ...againstMeta.data, figures: comparison } } : {}),
    },
    null,
    2,
  ),
);
// docs/performance.md, rendered from the JSON files (also after --summary, so it never drifts).
const rendered = run('docs/performance.md', 'node', ['--import', 'tsx', 'bench/render-docs.ts']);
process.exit(failed.length || !rendered ? 1 : 0);
