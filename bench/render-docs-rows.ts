/**
 * The rows of docs/performance.md's tables: which figures of each benchmark's JSON are shown, and
 * the budget each is held to (docs/performance.md, "Budgets"). Reads JSON it does not trust: a
 * missing field is `undefined` and renders as "—".
 */

export interface Budget {
  op: '<=' | '<' | '>=' | '=';
  limit: number;
  unit: string;
}

export interface Row {
  figure: string;
  /** One value, or one per size (the sizes are named in `figure`). */
  value: number | string | undefined | (number | string | undefined)[];
  unit?: string;
  budget?: Budget;
  detail?: string;
}

type Json = Record<string, unknown>;

const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(obj) : []);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const at = (json: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => obj(value)[key], json);
const figure = (json: unknown, ...path: string[]): number | string | undefined => {
  const value = at(json, ...path);
  return typeof value === 'string' ? value : num(value);
};

/** A figure for a detail in parentheses, "—" when missing. */
const text = (json: unknown, ...path: string[]): string => {
  const value = figure(json, ...path);
  return typeof value === 'number' ? value.toLocaleString('en') : (value ?? '—');
};

const ms = (limit: number, op: Budget['op'] = '<='): Budget => ({ op, limit, unit: ' ms' });
const NO_LONG_TASK = ms(50);
const FIRST_ROWS = ms(300);
const SEARCH_READY = ms(2000);
const AT_FLOOR: Budget = { op: '>=', limit: 80, unit: ' %' };
const TIMES_FIVE: Budget = { op: '>=', limit: 5, unit: '×' };

const sizes = (rows: Json[]): string =>
  `${rows.map((row) => (num(row.records) ?? 0).toLocaleString('en')).join(' / ')} records`;
const each = (rows: Json[], key: string) => rows.map((row) => figure(row, key));
const runs = (values: unknown): string | undefined =>
  Array.isArray(values) ? `runs ${values.map(String).join(', ')}` : undefined;

function appRows(d: Json): Row[] {
  return [
    {
      figure: 'Records in the profile: signals / each other collection / in all',
      value: [
        figure(d, 'data', 'signals'),
        figure(d, 'data', 'eachOtherCollection'),
        figure(d, 'data', 'records'),
      ],
    },
    {
      figure: 'First rows of `/signals`, repeat visit',
      value: figure(d, 'coldStart', 'repeatVisitFirstRowsMs'),
      unit: ' ms',
      budget: FIRST_ROWS,
      detail: runs(at(d, 'coldStart', 'runs', 'repeat')),
    },
    {
      figure: 'First rows of `/signals`, first visit (HTTP cache cleared)',
      value: figure(d, 'coldStart', 'firstVisitFirstRowsMs'),
      unit: ' ms',
    },
    {
      figure: 'Floor: a bare page reading 30 rows from the same database',
      value: figure(d, 'floor', 'firstRowsMs'),
      unit: ' ms',
    },
    {
      figure: 'Stored-envelope baseline ÷ repeat visit',
      value: figure(d, 'speedupRepeatVsBaseline'),
      unit: '×',
      budget: TIMES_FIVE,
      detail: `baseline ${text(d, 'baseline', 'envelope', 'firstRowsMs')} ms`,
    },
    {
      figure: 'Plain-JSON baseline ÷ repeat visit',
      value: figure(d, 'speedupRepeatVsPlainJsonBaseline'),
      unit: '×',
      budget: TIMES_FIVE,
      detail: `baseline ${text(d, 'baseline', 'json', 'firstRowsMs')} ms`,
    },
    {
      figure: 'Scroll through 2,000 rows: longest task',
      value: figure(d, 'scroll', 'longestTaskMs'),
      unit: ' ms',
      budget: NO_LONG_TASK,
    },
    {
      figure: 'Scroll: dropped frames',
      value: figure(d, 'scroll', 'droppedPct'),
      unit: ' %',
      detail: `${text(d, 'scroll', 'droppedFrames')} of ${text(d, 'scroll', 'frames')}`,
    },
    {
      figure: 'Filter or sort → rows painted, median / slowest step',
      value: [figure(d, 'filter', 'medianMs'), figure(d, 'filter', 'slowestStepMedianMs')],
      unit: ' ms',
    },
    {
      figure: 'Filter or sort: longest task',
      value: figure(d, 'filter', 'longestTaskMs'),
      unit: ' ms',
      budget: NO_LONG_TASK,
    },
    {
      figure: 'Search: last keystroke → results, 300 ms debounce included',
      value: figure(d, 'search', 'lastKeystrokeToResultsMs'),
      unit: ' ms',
    },
    {
      figure: 'Search: longest task while typing',
      value: figure(d, 'search', 'longestTaskMs'),
      unit: ' ms',
      budget: NO_LONG_TASK,
    },
    ...(
      [
        ['JS fetched for a first visit to `/`, gzip', 'homeFirstVisitGzipKb', true],
        ['JS fetched for a first visit to `/signals`, gzip', 'signalsFirstVisitGzipKb', true],
        ['JS of the entry and its modulepreloads, gzip', 'entryGzipKb', true],
        ['JS of the search worker, gzip', 'workerGzipKb', false],
        ['JS of the whole app, gzip', 'wholeAppGzipKb', false],
      ] as const
    ).map(([name, key, budgeted]): Row => ({
      figure: name,
      value: figure(d, 'js', key),
      unit: ' KB',
      ...(budgeted ? { budget: { op: '<=', limit: 150, unit: ' KB' } } : {}),
    })),
  ];
}

function startupRows(d: Json): Row[] {
  return Object.entries(obj(d.summary)).flatMap(([build, s]): Row[] => [
    {
      figure: `${build}: first rows of \`/signals\`, repeat visit, median of ${text(s, 'visits')}`,
      value: figure(s, 'firstRowsMs'),
      unit: ' ms',
      budget: FIRST_ROWS,
    },
    {
      figure: `${build}: longest task`,
      value: figure(s, 'longestTaskMs'),
      unit: ' ms',
      budget: NO_LONG_TASK,
    },
    ...Object.entries(obj(at(s, 'phasesMs'))).map(([phase, value]): Row => ({
      figure: `${build}: mark \`${phase}\``,
      value: num(value),
      unit: ' ms',
    })),
  ]);
}

function offlineRows(d: Json): Row[] {
  const withWorker = list(at(d, 'runs', 'withServiceWorker'));
  return [
    {
      figure: 'First rows of `/signals`, repeat visit, with / without the service worker',
      value: [
        figure(d, 'first rows with service worker ms'),
        figure(d, 'first rows without service worker ms'),
      ],
      unit: ' ms',
    },
    {
      figure: 'Without ÷ with: the service worker does not slow a start',
      value: figure(d, 'without ÷ with'),
      unit: '×',
      budget: { op: '>=', limit: 1, unit: '×' },
    },
    {
      figure: 'Requests to the host on a start under the service worker (most in a run)',
      value: withWorker.length
        ? Math.max(...withWorker.map((run) => num(run.hostRequests) ?? Infinity))
        : undefined,
      budget: { op: '=', limit: 0, unit: '' },
    },
  ];
}

function searchBrowserRows(d: Json): Row[] {
  return list(d.rows).flatMap((row): Row[] => {
    const size = `${(num(row.records) ?? 0).toLocaleString('en')} records`;
    return [
      {
        figure: `${size}: opening the app → first results, repeat visit`,
        value: figure(row, 'repeat visit → search results ms'),
        unit: ' ms',
        budget: SEARCH_READY,
      },
      {
        figure: `${size}: the same, first visit (index built and snapshotted)`,
        value: figure(row, 'first visit → search results ms'),
        unit: ' ms',
      },
      {
        figure: `${size}: longest task while typing`,
        value: figure(row, 'longest main-thread task while typing ms'),
        unit: ' ms',
        budget: NO_LONG_TASK,
      },
      {
        figure: `${size}: worker round trip p50 / p95`,
        value: [figure(row, 'worker round trip p50 ms'), figure(row, 'worker round trip p95 ms')],
        unit: ' ms',
        budget: ms(5),
      },
      {
        figure: `${size}: search worker heap`,
        value: figure(row, 'worker heap MB'),
        unit: ' MB',
        budget: { op: '<', limit: 600, unit: ' MB' },
      },
    ];
  });
}

function searchNodeRows(d: Json): Row[] {
  const rows = list(d.rows);
  const large = rows.filter((row) => (num(row.records) ?? 0) >= 100_000);
  const largest = rows.at(-1);
  const relevance = list(d.relevance).at(-1);
  const dictionary = list(d.dictionary).at(-1);
  const heapMb = num(largest?.['heap MB']);
  const documentsMb = num(largest?.['documents MB']);
  const atLargest = `${(num(largest?.records) ?? 0).toLocaleString('en')} records`;
  return [
    {
      figure: `p95 per query, ${sizes(rows)}`,
      value: each(rows, 'p95 ms'),
      unit: ' ms',
      budget: ms(5),
    },
    { figure: `p50 per query, ${sizes(rows)}`, value: each(rows, 'p50 ms'), unit: ' ms' },
    {
      figure: `Naive \`includes\` filter's p95 ÷ ours, ${sizes(large)}`,
      value: each(large, 'naive/ours p95'),
      unit: '×',
      budget: TIMES_FIVE,
    },
    {
      figure: `Names ready from a snapshot, ${sizes(rows)}`,
      value: each(rows, 'names ready from snapshot ms'),
      unit: ' ms',
    },
    { figure: `Index built, ${sizes(rows)}`, value: each(rows, 'build ms'), unit: ' ms' },
    {
      figure: `Heap per record, documents included, ${sizes(rows)}`,
      value: each(rows, 'heap B/record (documents incl.)'),
      unit: ' B',
    },
    {
      figure: `Heap of index and documents, ${atLargest}`,
      value: heapMb !== undefined && documentsMb !== undefined ? heapMb + documentsMb : undefined,
      unit: ' MB',
      budget: { op: '<', limit: 600, unit: ' MB' },
    },
    ...(relevance
      ? [
          {
            figure: `Relevance tier heap, TextIndex / MiniSearch, ${(num(relevance.records) ?? 0).toLocaleString('en')} records`,
            value: [figure(relevance, 'TextIndex MB'), figure(relevance, 'MiniSearch MB')],
            unit: ' MB',
          },
        ]
      : []),
    ...(dictionary
      ? (['prefix', 'typo'] as const).map((lookup): Row => ({
          figure: `Name-word dictionary, ${lookup} look-up p95, radix tree / sorted list, ${text(dictionary, 'words')} words`,
          value: [
            figure(dictionary, `radix tree ${lookup} p95 ms`),
            figure(dictionary, `sorted list ${lookup} p95 ms`),
          ],
          unit: ' ms',
        }))
      : []),
  ];
}

/** Hit@1 on one-typo names that ours must reach whatever the others reach. */
const ONE_TYPO_HIT_AT_1 = 0.9;

/**
 * Per size and query kind, our hit@1 held to the best of the other engines' (and to 0.9 on
 * one-typo names); their figures, hit@5 and MRR beside it.
 */
function relevanceRows(d: Json): Row[] {
  const rows = list(d.rows);
  const ours = rows.filter((row) => row.engine === 'AlphaScout');
  return ours.map((row): Row => {
    const others = rows.filter(
      (other) =>
        other.records === row.records &&
        other.kind === row.kind &&
        !String(other.engine).startsWith('AlphaScout'),
    );
    const best = Math.max(...others.map((other) => num(other['hit@1']) ?? 0));
    const limit = row.kind === 'one typo' ? Math.max(best, ONE_TYPO_HIT_AT_1) : best;
    const engines = rows.filter(
      (other) => other.records === row.records && other.kind === row.kind,
    );
    const figures = (key: string): string =>
      engines.map((other) => `${String(other.engine)} ${text(other, key)}`).join(', ');
    return {
      figure: `${String(row.kind)}, ${(num(row.records) ?? 0).toLocaleString('en')} records: our hit@1 (${text(row, 'queries')} queries)`,
      value: figure(row, 'hit@1'),
      budget: { op: '>=', limit, unit: '' },
      detail: `hit@1 ${figures('hit@1')}; hit@5 ${figures('hit@5')}; MRR ${figures('MRR')}`,
    };
  });
}

function importRows(d: Json): Row[] {
  const rows = list(d.rows);
  const bySize = `, ${sizes(rows)}`;
  return [
    {
      figure: `Import ÷ one Dexie \`bulkPut\` of the same records${bySize}`,
      value: each(rows, 'import/bulkPut %'),
      unit: ' %',
      budget: AT_FLOOR,
    },
    {
      figure: `Import ÷ plain IndexedDB puts${bySize}`,
      value: each(rows, 'import/raw %'),
      unit: ' %',
    },
    { figure: `Import, file chosen → success${bySize}`, value: each(rows, 'import s'), unit: ' s' },
    { figure: `Export${bySize}`, value: each(rows, 'export s'), unit: ' s' },
    {
      figure: `Longest task of the importing page${bySize}`,
      value: each(rows, 'import longest task ms'),
      unit: ' ms',
      budget: NO_LONG_TASK,
    },
    {
      figure: `Longest task while exporting${bySize}`,
      value: each(rows, 'export longest task ms'),
      unit: ' ms',
      budget: NO_LONG_TASK,
    },
  ];
}

/** The million-record run's figures are named with their unit: "export s", "… heap … MB". */
const UNIT = / (ms|s|MB|%)$/;
/** Figures shown together in the first two rows rather than one by one. */
const PAIRED = new Set([
  'import s',
  'import rec/s',
  'Dexie bulkPut s',
  'Dexie bulkPut rec/s',
  'import/bulkPut %',
]);

function millionBudget(name: string): Budget | undefined {
  if (name === 'worker heap peak during import MB') return { op: '<', limit: 100, unit: ' MB' };
  if (name === 'worker heap peak while indexing after import MB')
    return { op: '<', limit: 600, unit: ' MB' };
  if (name === 'repeat visit → search results ms') return SEARCH_READY;
  if (name.endsWith(' first rows ms')) return FIRST_ROWS;
  if (name.endsWith(' longest task ms')) return NO_LONG_TASK;
  return undefined;
}

function millionRows(d: Json): Row[] {
  const f = obj(d.figures);
  const rest = Object.entries(f).filter(([name]) => !PAIRED.has(name));
  return [
    {
      figure: `Import of a ${text(d, 'fileMb')} MB backup of ${text(d, 'records')} records, file chosen → success`,
      value: figure(f, 'import s'),
      unit: ' s',
      detail: `${text(f, 'import rec/s')} rec/s`,
    },
    {
      figure: 'Import ÷ one Dexie `bulkPut` of the same records',
      value: figure(f, 'import/bulkPut %'),
      unit: ' %',
      budget: AT_FLOOR,
      detail: `${text(f, 'import rec/s')} vs ${text(f, 'Dexie bulkPut rec/s')} rec/s`,
    },
    ...rest.map(([name, value]): Row => {
      const unit = UNIT.exec(name)?.[1];
      const label = unit ? name.slice(0, -unit.length - 1) : name;
      const budget = millionBudget(name);
      return {
        // A route leads some names: "/signals?type=NFT first rows ms".
        figure: label.startsWith('/')
          ? label.replace(/^(\S*)/, '`$1`')
          : `${label.charAt(0).toUpperCase()}${label.slice(1)}`,
        value: typeof value === 'string' ? value : num(value),
        ...(unit ? { unit: unit === '%' ? ' %' : ` ${unit}` } : {}),
        ...(budget ? { budget } : {}),
      };
    }),
  ];
}

/** Vitest's bench JSON: per group, each benchmark's mean, and its ratio to a `baseline…` one. */
function envelopeRows(d: Json): Row[] {
  return list(d.files).flatMap((file) =>
    list(file.groups).flatMap((group): Row[] => {
      const title = text(group, 'fullName').split(' > ').slice(1).join(' › ');
      const benchmarks = list(group.benchmarks);
      const baseline = benchmarks[0];
      const baselineMean = text(baseline, 'name').startsWith('baseline')
        ? num(baseline?.mean)
        : undefined;
      return benchmarks.map((b) => {
        const mean = num(b.mean);
        return {
          figure: `${title}: ${text(b, 'name')}, mean`,
          value: mean === undefined ? undefined : +mean.toFixed(2),
          unit: ' ms',
          ...(baselineMean && mean !== undefined && b !== baseline
            ? { detail: `${(mean / baselineMean).toFixed(2)}× the baseline` }
            : {}),
        };
      });
    }),
  );
}

/** The browser suite before and after, run one after the other on one machine (bench/suite.mjs). */
function suiteRows(d: Json): Row[] {
  const side = (key: string) => [figure(d, 'before', key), figure(d, 'after', key)];
  const ran = (which: string) =>
    `${text(d, which, 'commit')}, ${text(d, which, 'load')}, ${text(d, which, 'notPassed')} not passed`;
  return [
    { figure: 'Browser tests: before / after', value: side('tests') },
    {
      figure: "Sum of the browser tests' durations: before / after",
      value: side('sumSeconds'),
      unit: ' s',
      detail: `before on ${ran('before')}; after on ${ran('after')}`,
    },
    {
      figure: 'After ÷ before, sum of durations',
      value: num(d.sumRatio),
      unit: '×',
      budget: { op: '<=', limit: 0.5, unit: '×' },
    },
    {
      figure: 'Wall time of the browser suite: before / after',
      value: side('wallSeconds'),
      unit: ' s',
    },
    {
      figure: 'Unit suite, wall time',
      value: num(d.unitSeconds),
      unit: ' s',
      detail:
        d.timesRun === undefined
          ? "Vitest's own duration, inside that same .ci/run"
          : "Vitest's own duration, inside the run below",
      budget: { op: '<=', limit: 120, unit: ' s' },
    },
    {
      figure: '`npm test` end to end, wall time',
      value: num(d.npmTestSeconds),
      unit: ' s',
      detail:
        d.timesRun === undefined
          ? 'the whole of `.ci/run` on a clean clone, npm ci included'
          : text(d, 'timesRun'),
      budget: { op: '<=', limit: 1200, unit: ' s' },
    },
    {
      figure: '`npm run test:quick`, wall time',
      value: num(d.quickSeconds),
      unit: ' s',
      detail: text(d, 'quickRun'),
      budget: { op: '<=', limit: 300, unit: ' s' },
    },
  ];
}

function trackerRows(d: Json): Row[] {
  return [
    {
      figure: 'Wallets / watched items in the profile',
      value: [figure(d, 'wallets'), figure(d, 'watched')],
    },
    ...list(d.rows).map((row): Row =>
      row.appStart === true
        ? {
            figure: `${text(row, 'step')}: longest task`,
            value: figure(row, 'longest task ms'),
            unit: ' ms',
            detail: 'the app compiling its scripts, as on any page: not held to the 50 ms',
          }
        : {
            figure: `${text(row, 'step')}: longest task`,
            value: figure(row, 'longest task ms'),
            unit: ' ms',
            budget: NO_LONG_TASK,
          },
    ),
  ];
}

/** Each scenario's figures (one instance, two), then the second's as ratios to the first's. */
function syncRows(d: Json): Row[] {
  const size = `${text(d, 'devices')} devices × ${text(d, 'editsPerDevice')} edits`;
  const scenarioRows = list(d.scenarios).flatMap((s): Row[] => {
    const name = text(s, 'name');
    const servers = list(s.servers)
      .map(
        (server) => `${text(server, 'idle RSS MB')} → ${text(server, 'RSS with the room MB')} MB`,
      )
      .join(', ');
    return [
      {
        figure: `${name}, ${size}: first edit → every doc holds every last write`,
        value: figure(s, 'converged s'),
        unit: ' s',
        detail: `${text(s, 'edits/s')} edits/s; all written ${text(s, 'written s')} s, all acknowledged ${text(s, 'acknowledged s')} s`,
      },
      {
        figure: `${name}: a write → every other device's doc, during those edits, p50 / p95`,
        value: [
          figure(s, 'latency under load', 'p50 ms'),
          figure(s, 'latency under load', 'p95 ms'),
        ],
        unit: ' ms',
        detail: `${text(s, 'latency under load', 'samples')} stamped edits`,
      },
      {
        figure: `${name}: the same, one edit at a time, p50 / p95`,
        value: [
          figure(s, 'latency one edit at a time', 'p50 ms'),
          figure(s, 'latency one edit at a time', 'p95 ms'),
        ],
        unit: ' ms',
        detail: `${text(s, 'latency one edit at a time', 'samples')} edits`,
      },
      {
        figure: `${name}: server RSS growth with the room open`,
        value: figure(s, 'server RSS growth MB'),
        unit: ' MB',
        detail: servers,
      },
      {
        figure: `${name}: updates each device's doc took in during the edits`,
        value: figure(s, 'updates taken in per device'),
        detail: `for the ${(((num(d.devices) ?? 0) - 1) * (num(d.editsPerDevice) ?? 0)).toLocaleString('en')} edits of the other devices`,
      },
      {
        figure: `${name}: CPU during the edits, servers / the devices' process`,
        value: [figure(s, 'server CPU s'), figure(s, 'client CPU s')],
        unit: ' s',
      },
      {
        figure: `${name}: replicas that read every field at its writer's stamp`,
        value: `${text(s, 'check', 'replicasAgreeing')} of ${text(d, 'readers')}`,
        detail: `each opened ${text(s, 'check', 'entries')} entries; ${text(s, 'check', 'repaired')} repaired, ${text(s, 'check', 'ignored')} ignored`,
      },
    ];
  });
  const ratio = (name: string, ...keys: string[]): Row => ({
    figure: `Two instances ÷ one: ${name}`,
    value:
      keys.length === 1
        ? figure(d, 'two ÷ one', keys[0]!)
        : keys.map((key) => figure(d, 'two ÷ one', key)),
    unit: '×',
  });
  return [
    ...scenarioRows,
    ratio('time to converge', 'converged s'),
    ratio('latency during the edits, p50', 'latency under load p50 ms'),
    ratio(
      'latency one edit at a time, p50 / p95',
      'latency one edit at a time p50 ms',
      'latency one edit at a time p95 ms',
    ),
    ratio('server CPU', 'server CPU s'),
    ratio('updates each device took in', 'updates taken in per device'),
    ratio('server RSS growth', 'server RSS growth MB'),
  ];
}

const ROWS: Record<string, (data: Json) => Row[]> = {
  'sync.json': syncRows,
  'tracker.json': trackerRows,
  'app.json': appRows,
  'startup.json': startupRows,
  'offline.json': offlineRows,
  'search-browser.json': searchBrowserRows,
  'search.json': searchNodeRows,
  'relevance.json': relevanceRows,
  'import.json': importRows,
  'million.json': millionRows,
  'envelope.json': envelopeRows,
  'test-suite.json': suiteRows,
};

export function rowsOf(file: string, data: Json): Row[] {
  return ROWS[file]?.(data) ?? [];
}
