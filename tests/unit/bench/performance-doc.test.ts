import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  DOC_PATH,
  formatPerformanceDoc,
  METHOD_PATH,
  readResults,
  renderPerformanceDoc,
} from '../../../bench/render-docs';

const method = readFileSync(METHOD_PATH, 'utf8');

describe('docs/performance.md', () => {
  it('is what bench/results/ renders to', async () => {
    const rendered = await formatPerformanceDoc(readResults(), method);
    expect(
      readFileSync(DOC_PATH, 'utf8'),
      'docs/performance.md no longer matches bench/results/: run `npm run bench -- --summary`',
    ).toBe(rendered);
  });

  it('marks a figure past its budget, names the commit and tolerates fields it does not know', () => {
    const doc = renderPerformanceDoc(
      {
        'offline.json': {
          date: '2026-12-01T10:20:30.000Z',
          commit: 'abc1234',
          dirty: true,
          'without ÷ with': 0.8,
          'a figure no row names': 1,
          runs: { withServiceWorker: [{ hostRequests: 0 }, { hostRequests: 2 }] },
        },
      },
      '# Performance',
    );
    expect(doc).toContain('Taken 2026-12-01 10:20 UTC, on `abc1234` with uncommitted changes');
    expect(doc).toMatch(/\| Without ÷ with[^|]*\| ≥ 1× \| 0\.8× \| \*\*no\*\* \|/);
    expect(doc).toMatch(/\| Requests to the host[^|]*\| = 0 \| 2 \| \*\*no\*\* \|/);
    expect(doc).toMatch(/\| First rows[^|]*\| — \| — \/ — \| {2}\|/);
    expect(doc).not.toContain('a figure no row names');
    expect(doc).toContain('No results in `bench/results/app.json` yet');
  });

  it('shows the search dictionary once search.json has one', () => {
    const dictionary = {
      words: 100_000,
      'radix tree typo p95 ms': 0.5,
      'sorted list typo p95 ms': 9,
    };
    const doc = renderPerformanceDoc({ 'search.json': { rows: [], dictionary: [dictionary] } }, '');
    expect(doc).toContain(
      '| Name-word dictionary, typo look-up p95, radix tree / sorted list, 100,000 words | — | 0.5 ms / 9 ms |',
    );
  });
});
