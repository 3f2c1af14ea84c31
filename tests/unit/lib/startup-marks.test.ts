import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  performance.clearMarks();
  vi.resetModules();
});

describe('start-up marks', () => {
  it('marks each step once per page, named alphascout:<step>, in the order reached', async () => {
    const { markStartup } = await import('../../../src/lib/startup-marks');
    markStartup('entry');
    markStartup('database-open');
    markStartup('entry');
    markStartup('first-rows');
    markStartup('first-rows');
    const marks = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('alphascout:'));
    expect(marks.map((mark) => mark.name)).toEqual([
      'alphascout:entry',
      'alphascout:database-open',
      'alphascout:first-rows',
    ]);
    expect(
      marks.every((mark, i) => i === 0 || mark.startTime >= (marks[i - 1]?.startTime ?? Infinity)),
    ).toBe(true);
  });
});
