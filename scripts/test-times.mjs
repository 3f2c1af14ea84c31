// Where the browser suite spends its time, read from the last run's JSON report
// (playwright.config.ts writes it beside the list reporter). See docs/testing.md.
//
//   npm run test:times            the 15 slowest files and tests
//   npm run test:times -- 30      the 30 slowest
//   npm run test:times -- 15 path/to/report.json
import { readFileSync } from 'node:fs';

const DEFAULT_REPORT = 'test-results/e2e-report.json';
const count = Number(process.argv[2] ?? 15);
const reportPath = process.argv[3] ?? DEFAULT_REPORT;

let report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'));
} catch (error) {
  console.error(`No report at ${reportPath} (${error.message}). Run some browser tests first.`);
  process.exit(1);
}

/** Every test of the report, with the time of all its attempts (retries cost time too). */
function collectTests(suite, titles, out) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const results = test.results ?? [];
      out.push({
        file: spec.file,
        title: [...titles, spec.title].filter(Boolean).join(' › '),
        line: spec.line,
        ms: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
        status: results.at(-1)?.status ?? 'skipped',
      });
    }
  }
  for (const child of suite.suites ?? []) {
    // A file's own suite is titled with its path; the path is shown separately.
    const title = child.title === child.file ? undefined : child.title;
    collectTests(child, title ? [...titles, title] : titles, out);
  }
  return out;
}

const tests = report.suites.flatMap((suite) => collectTests(suite, [], []));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

const byFile = new Map();
for (const test of tests) {
  const file = byFile.get(test.file) ?? { file: test.file, ms: 0, tests: 0 };
  file.ms += test.ms;
  file.tests += 1;
  byFile.set(test.file, file);
}

const sum = tests.reduce((total, test) => total + test.ms, 0);
const wall = report.stats?.duration ?? 0;
const workers = report.config?.metadata?.actualWorkers ?? report.config?.workers ?? '?';
const failed = tests.filter((test) => test.status !== 'passed' && test.status !== 'skipped');

console.log(`Report: ${reportPath} (${report.stats?.startTime ?? 'unknown start'})`);
console.log(`Tests: ${tests.length} in ${byFile.size} files, ${failed.length} not passed`);
console.log(`Sum of test durations: ${seconds(sum).trim()}`);
console.log(`Wall time of the run:  ${seconds(wall).trim()} (${workers} workers)`);

console.log(`\nSlowest ${count} files`);
for (const file of [...byFile.values()].sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`${seconds(file.ms)}  ${file.file} (${file.tests} tests)`);
}

console.log(`\nSlowest ${count} tests`);
for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`${seconds(test.ms)}  ${test.file}:${test.line} ${test.title}`);
}
