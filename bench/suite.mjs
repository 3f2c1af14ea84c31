// The browser suite measured as a benchmark of itself (docs/performance.md, "The test suite"):
// two Playwright JSON reports of the whole suite, one per tree, run one after the other on the same
// machine, compared by the sum of their tests' durations. Writes bench/results/test-suite.json.
//
//   node bench/suite.mjs --before REPORT --before-commit SHA --before-load "…uptime…" \
//                        --after REPORT  --after-commit SHA  --after-load "…uptime…" \
//                        [--unit SECONDS] [--npm-test SECONDS]
//
// Each report comes from `CI=true PLAYWRIGHT_JSON_OUTPUT_NAME=… npx playwright test
// --reporter=list,json` in a clean clone of that commit (see bench/performance-method.md).
// --unit and --npm-test are the unit suite's and the whole `npm test`'s wall times, read off a run
// of `.ci/run` on the after commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    'before-commit': { type: 'string' },
    'before-load': { type: 'string' },
    after: { type: 'string' },
    'after-commit': { type: 'string' },
    'after-load': { type: 'string' },
    unit: { type: 'string' },
    'npm-test': { type: 'string' },
    out: { type: 'string', default: 'bench/results/test-suite.json' },
  },
});
if (!values.before || !values.after) {
  console.error('Usage: node bench/suite.mjs --before REPORT --after REPORT [options]');
  process.exit(2);
}

/** Every test's time, all attempts counted, and whether it passed in the end. */
function testsOf(suite, out = []) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) {
      const results = test.results ?? [];
      out.push({
        ms: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
        passed: results.at(-1)?.status === 'passed',
      });
    }
  for (const child of suite.suites ?? []) testsOf(child, out);
  return out;
}

function summary(path, commit, load) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const tests = report.suites.flatMap((suite) => testsOf(suite));
  const files = new Set(report.suites.map((suite) => suite.file));
  return {
    commit,
    started: report.stats?.startTime,
    load,
    files: files.size,
    tests: tests.length,
    notPassed: tests.filter((test) => !test.passed).length,
    sumSeconds: Math.round(tests.reduce((sum, test) => sum + test.ms, 0) / 1000),
    wallSeconds: Math.round((report.stats?.duration ?? 0) / 1000),
    workers: report.config?.metadata?.actualWorkers ?? report.config?.workers,
  };
}

const before = summary(values.before, values['before-commit'], values['before-load']);
const after = summary(values.after, values['after-commit'], values['after-load']);
const result = {
  date: new Date().toISOString(),
  commit: after.commit,
  dirty: false,
  load: after.load,
  before,
  after,
  sumRatio: +(after.sumSeconds / before.sumSeconds).toFixed(3),
  wallRatio: +(after.wallSeconds / before.wallSeconds).toFixed(3),
  ...(values.unit ? { unitSeconds: Number(values.unit) } : {}),
  ...(values['npm-test'] ? { npmTestSeconds: Number(values['npm-test']) } : {}),
};
writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `Browser suite: ${before.sumSeconds} s -> ${after.sumSeconds} s of test time (${result.sumRatio}×), ` +
    `${before.tests} -> ${after.tests} tests; wrote ${values.out}`,
);
