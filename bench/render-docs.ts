/**
 * docs/performance.md, rendered from the benchmarks' JSON in bench/results/ and the method text in
 * bench/performance-method.md: one table per benchmark, each figure beside its budget. `npm run
 * bench` runs this at the end of every run (and after `--summary`), so the page cannot drift from
 * the JSON; tests/unit/bench/performance-doc.test.ts fails when it has.
 *
 * Tolerant by design: a field a benchmark stops writing shows as "—", one it starts writing is
 * ignored until a row here names it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

import { type Budget, type Row, rowsOf } from './render-docs-rows';

/** The JSON files of bench/results/, by file name ('app.json'). */
export type Results = Readonly<Record<string, unknown>>;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_DIR = join(ROOT, 'bench/results');
export const METHOD_PATH = join(ROOT, 'bench/performance-method.md');
export const DOC_PATH = join(ROOT, 'docs/performance.md');

/** Each benchmark's table: its JSON file and the `--only` name (or the command) that writes it. */
const BENCHMARKS = [
  { file: 'app.json', step: 'app', title: 'The whole app' },
  { file: 'startup.json', step: 'startup', title: 'Start-up of a repeat visit' },
  { file: 'offline.json', step: 'offline', title: 'Start-up under the service worker' },
  { file: 'search-browser.json', step: 'search-startup', title: 'Search in the browser' },
  { file: 'search.json', step: 'search', title: 'Search core in Node' },
  { file: 'relevance.json', step: 'relevance', title: 'Search relevance on real names' },
  { file: 'import.json', step: 'import', title: 'Backup import and export' },
  { file: 'tracker.json', step: 'tracker', title: 'The tracker at a thousand wallets' },
  { file: 'million.json', step: 'million', title: 'A million records' },
  { file: 'sync.json', step: 'sync', title: 'The sync server: a hundred devices in one room' },
  { file: 'envelope.json', step: 'envelope', title: 'Codec and search micro-benchmarks' },
  { file: 'test-suite.json', command: 'node bench/suite.mjs', title: 'The test suite' },
] as const;

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const number = (value: number, unit = ''): string =>
  `${value.toLocaleString('en', { maximumFractionDigits: 2 })}${unit}`;

function budgetText({ op, limit, unit }: Budget): string {
  const sign = { '<=': '≤', '<': '<', '>=': '≥', '=': '=' }[op];
  return `${sign} ${number(limit, unit)}`;
}

function meets({ op, limit }: Budget, value: number): boolean {
  if (op === '<=') return value <= limit;
  if (op === '<') return value < limit;
  if (op === '>=') return value >= limit;
  return value === limit;
}

const cell = (value: number | string | undefined, unit: string): string =>
  typeof value === 'number' ? number(value, unit) : (value ?? '—');

function resultText(row: Row): string {
  const values = Array.isArray(row.value) ? row.value : [row.value];
  const text = values.map((value) => cell(value, row.unit ?? '')).join(' / ');
  return row.detail ? `${text} (${row.detail})` : text;
}

/** "yes" when every numeric value meets the budget, "**no**" when one misses it. */
function verdict(row: Row): string {
  if (!row.budget) return '';
  const budget = row.budget;
  const values = (Array.isArray(row.value) ? row.value : [row.value]).filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  if (values.length === 0) return 'no figure';
  return values.every((value) => meets(budget, value)) ? 'yes' : '**no**';
}

const escape = (text: string): string => text.replaceAll('|', '\\|');

/** When and on which code a result was taken, and the machine's load then (1-minute average). */
function provenance(data: Record<string, unknown>): string {
  const date =
    typeof data.date === 'string' ? `${data.date.slice(0, 16).replace('T', ' ')} UTC` : 'no date';
  const commit = typeof data.commit === 'string' ? `\`${data.commit}\`` : 'an unrecorded commit';
  const uptime = [data.load, record(data.machine).loadBefore].find((v) => typeof v === 'string');
  const load = /load average: ([\d.]+)/.exec(String(uptime))?.[1];
  return `${date}, on ${commit}${data.dirty === true ? ' with uncommitted changes' : ''}${load ? `, load average ${load}` : ''}`;
}

function table(benchmark: (typeof BENCHMARKS)[number], results: Results): string {
  const heading = `## ${benchmark.title}`;
  const run = `\`${'command' in benchmark ? benchmark.command : `npm run bench -- --only ${benchmark.step}`}\``;
  if (!(benchmark.file in results))
    return `${heading}\n\nNo results in \`bench/results/${benchmark.file}\` yet: ${run}.\n`;
  const data = record(results[benchmark.file]);
  const lines = [
    heading,
    '',
    `Taken ${provenance(data)} (\`bench/results/${benchmark.file}\`, ${run}).`,
    '',
    '| Figure | Budget | Result | Met |',
    '| --- | --- | --- | --- |',
    ...rowsOf(benchmark.file, data).map(
      (row) =>
        `| ${escape(row.figure)} | ${row.budget ? budgetText(row.budget) : '—'} | ${escape(resultText(row))} | ${verdict(row)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** The page, before Prettier: the method text, then one table per benchmark. */
export function renderPerformanceDoc(results: Results, method: string): string {
  const tables = BENCHMARKS.map((benchmark) => table(benchmark, results));
  return [
    '<!-- Written by `npm run bench` (bench/render-docs.ts) from bench/results/ and bench/performance-method.md: edit those, not this file. -->',
    method.trim(),
    ...tables,
  ].join('\n\n');
}

/** The page as the repository keeps it: rendered, then formatted as `prettier --check` wants. */
export async function formatPerformanceDoc(results: Results, method: string): Promise<string> {
  const config = await resolveConfig(DOC_PATH, { editorconfig: true });
  return format(renderPerformanceDoc(results, method), { ...config, filepath: DOC_PATH });
}

/** Every JSON file directly in `dir` (not against/, not summary.json: per-run outputs). */
export function readResults(dir = RESULTS_DIR): Results {
  const files = readdirSync(dir).filter(
    (name) => name.endsWith('.json') && name !== 'summary.json',
  );
  return Object.fromEntries(
    files.map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown]),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const doc = await formatPerformanceDoc(readResults(), readFileSync(METHOD_PATH, 'utf8'));
  writeFileSync(DOC_PATH, doc);
  console.log(`Wrote ${DOC_PATH}`);
}
