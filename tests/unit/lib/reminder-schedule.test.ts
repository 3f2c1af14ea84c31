import { describe, expect, it } from 'vitest';

import { remindersToShow } from '../../../src/lib/reminder-schedule';

const NOW = Date.UTC(2026, 11, 2, 9);
const HOUR = 60 * 60 * 1000;
const reminder = (tag: string, at: number) => ({
  at,
  title: `Due: ${tag}`,
  body: 'Swap',
  tag,
  path: '/airdrops/a',
});

describe("the service worker's periodic reminders", () => {
  it('shows what came due within the last day and was not shown yet', () => {
    const schedule = [
      reminder('due', NOW - HOUR),
      reminder('shown', NOW - HOUR),
      reminder('stale', NOW - 25 * HOUR),
      reminder('ahead', NOW + HOUR),
    ];
    expect(remindersToShow(schedule, new Set(['shown']), NOW).map((r) => r.tag)).toEqual(['due']);
  });

  it('reads a schedule it cannot trust as empty, entry by entry', () => {
    expect(remindersToShow('not a list', new Set(), NOW)).toEqual([]);
    expect(
      remindersToShow([{ at: 'soon' }, null, reminder('ok', NOW)], new Set(), NOW).map(
        (r) => r.tag,
      ),
    ).toEqual(['ok']);
  });
});
