/**
 * Recurring task periods, checked in time zones whose days are not 24 hours long: Berlin and New
 * York (an hour), Lord Howe Island (half an hour), Santiago (its clocks skip midnight itself). The
 * oracles do not share the code's arithmetic: period boundaries are found by bisecting instants,
 * daily keys come from the app's `localDay`, week numbers from ical.js.
 *
 * Node re-reads TZ whenever process.env.TZ is assigned, not only at its first Date (the same
 * behaviour tests/unit/time-zone.ts relies on), so each block switches zone in beforeAll; the
 * first test of each block proves the switch took effect with the zone's two known UTC offsets.
 */
import fc from 'fast-check';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localDay } from '../../../src/lib/format';
import {
  periodEnd,
  periodKey,
  previousPeriodKey,
  type Repeat,
  REPEATS,
  streak,
} from '../../../src/lib/periods';
import { REPEATS as ROW_REPEATS } from '../../../src/schemas/tracking';

const RUNS = { numRuns: 100, seed: 20260329 } as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Zones, with their getTimezoneOffset() in mid-January and mid-July 2026. */
const ZONES = [
  { zone: 'Europe/Berlin', january: -60, july: -120 },
  { zone: 'America/New_York', january: 300, july: 240 },
  { zone: 'Australia/Lord_Howe', january: -660, july: -630 },
  { zone: 'America/Santiago', january: 180, july: 240 },
] as const;

/** Instants from 2000 to 2040, to the millisecond. */
const instants = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((time) => new Date(time));

/** The first instant of the period `at` is in, by bisection: a week is never 8 days long. */
function periodStart(repeat: Repeat, at: Date): Date {
  const key = periodKey(repeat, at);
  let before = at.getTime() - 8 * DAY;
  let inside = at.getTime();
  while (inside - before > 1) {
    const middle = Math.floor((before + inside) / 2);
    if (periodKey(repeat, new Date(middle)) === key) inside = middle;
    else before = middle;
  }
  return new Date(inside);
}

/** The keys of `count` periods in a row, the last one the period of `at`. */
function periodsUpTo(repeat: Repeat, at: Date, count: number): string[] {
  const keys: string[] = [];
  for (let key = periodKey(repeat, at); keys.length < count; key = previousPeriodKey(repeat, key))
    keys.unshift(key);
  return keys;
}

describe.each(ZONES)('periods in $zone', ({ zone, january, july }) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('runs in that zone (its offsets in January and July)', () => {
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(january);
    expect(new Date('2026-07-15T12:00:00Z').getTimezoneOffset()).toBe(july);
  });

  it('names a day by its local calendar day', () => {
    fc.assert(
      fc.property(instants, (at) => periodKey('daily', at) === localDay(at)),
      RUNS,
    );
  });

  it('numbers a week as ISO 8601 does (ical.js, weeks from Monday)', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const day = ICAL.Time.fromData({
          year: at.getFullYear(),
          month: at.getMonth() + 1,
          day: at.getDate(),
        });
        const week = Number(periodKey('weekly', at).slice(-2));
        expect(week).toBe(day.weekNumber(ICAL.Time.MONDAY));
      }),
      RUNS,
    );
  });

  it('knows the repeats a tracker row may store, and no others', () => {
    // Two lists, since schemas may not import lib: this keeps them one.
    expect([...REPEATS]).toEqual([...ROW_REPEATS]);
  });

  describe.each(REPEATS)('%s', (repeat) => {
    it('puts every instant in exactly one period, which ends where the next begins', () => {
      fc.assert(
        fc.property(instants, (at) => {
          const key = periodKey(repeat, at);
          const end = periodEnd(repeat, at);
          const start = periodStart(repeat, at);
          expect(end.getTime()).toBeGreaterThan(at.getTime());
          expect(periodKey(repeat, new Date(end.getTime() - 1))).toBe(key);
          expect(previousPeriodKey(repeat, periodKey(repeat, end))).toBe(key);
          expect(periodEnd(repeat, new Date(start.getTime() - 1)).getTime()).toBe(start.getTime());
          expect(previousPeriodKey(repeat, key)).toBe(
            periodKey(repeat, new Date(start.getTime() - 1)),
          );
        }),
        RUNS,
      );
    });

    it('starts a period at local midnight, or at the first instant of a day that has none', () => {
      fc.assert(
        fc.property(instants, (at) => {
          const start = periodStart(repeat, at);
          const lastBefore = new Date(start.getTime() - 1);
          const midnight = start.getHours() === 0 && start.getMinutes() === 0;
          const clockJumped = lastBefore.getTimezoneOffset() !== start.getTimezoneOffset();
          expect(midnight || clockJumped).toBe(true);
          if (repeat === 'weekly') expect(start.getDay()).toBe(1);
        }),
        RUNS,
      );
    });

    it('walks a year hour by hour through every period once, in order', () => {
      const seen: string[] = [];
      for (let time = Date.UTC(2025, 11, 20); time < Date.UTC(2027, 0, 10); time += HOUR) {
        const key = periodKey(repeat, new Date(time));
        const last = seen.at(-1);
        if (key === last) continue;
        if (last !== undefined) expect(previousPeriodKey(repeat, key)).toBe(last);
        seen.push(key);
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual(seen);
      // 2026 has 365 days and 53 ISO weeks.
      expect(seen.filter((key) => key.startsWith('2026-'))).toHaveLength(
        repeat === 'daily' ? 365 : 53,
      );
    });

    it('counts a streak of N periods in a row, done up to now or up to the period before', () => {
      fc.assert(
        fc.property(instants, fc.integer({ min: 0, max: 60 }), (now, length) => {
          const keys = periodsUpTo(repeat, now, length + 2);
          const done = keys.slice(-length - 1, -1); // the `length` periods before the current one
          expect(streak(repeat, new Set(done), now)).toBe(length);
          expect(streak(repeat, new Set([...done, keys.at(-1)!]), now)).toBe(length + 1);
          // A period missed in between breaks it.
          const gap = new Set(keys.slice(0, -2));
          expect(streak(repeat, gap, now)).toBe(0);
        }),
        RUNS,
      );
    });

    it('does not count periods after now when the clock was set back', () => {
      const setBack = fc.integer({ min: 0, max: 90 * 24 }).map((hours) => hours * HOUR);
      fc.assert(
        fc.property(instants, setBack, fc.integer({ min: 1, max: 40 }), (last, back, length) => {
          const done = new Set(periodsUpTo(repeat, last, length));
          const now = new Date(last.getTime() - back);
          const current = periodKey(repeat, now);
          const upToNow = new Set([...done].filter((key) => key <= current));
          expect(streak(repeat, done, now)).toBe(streak(repeat, upToNow, now));
          expect(streak(repeat, done, now)).toBeLessThanOrEqual(upToNow.size);
        }),
        RUNS,
      );
    });
  });
});

describe('ISO weeks at the turn of the year', () => {
  const at = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

  it.each([
    [at(2026, 12, 28), '2026-W53'],
    [at(2026, 12, 31), '2026-W53'],
    [at(2027, 1, 1), '2026-W53'],
    [at(2027, 1, 3), '2026-W53'],
    [at(2027, 1, 4), '2027-W01'],
    [at(2024, 12, 29), '2024-W52'],
    [at(2024, 12, 30), '2025-W01'],
    [at(2025, 1, 1), '2025-W01'],
    [at(2021, 1, 3), '2020-W53'],
    [at(2021, 1, 4), '2021-W01'],
    [at(2008, 12, 29), '2009-W01'],
    [at(2010, 1, 3), '2009-W53'],
    [at(2023, 1, 1), '2022-W52'],
    [at(2023, 1, 2), '2023-W01'],
  ])('puts %s in %s', (date, key) => {
    expect(periodKey('weekly', date)).toBe(key);
  });

  it.each([
    ['2027-W01', '2026-W53'],
    ['2026-W01', '2025-W52'],
    ['2021-W01', '2020-W53'],
    ['2026-W10', '2026-W09'],
  ])('has %s after %s', (key, previous) => {
    expect(previousPeriodKey('weekly', key)).toBe(previous);
  });

  it.each([
    ['2026-01-01', '2025-12-31'],
    ['2024-03-01', '2024-02-29'],
    ['2026-03-30', '2026-03-29'],
  ])('has the day %s after %s', (key, previous) => {
    expect(previousPeriodKey('daily', key)).toBe(previous);
  });

  it('ends the week of New Year 2027 on Monday the 4th at midnight', () => {
    expect(periodEnd('weekly', at(2026, 12, 31))).toEqual(new Date(2027, 0, 4));
    expect(periodEnd('daily', at(2026, 12, 31))).toEqual(new Date(2027, 0, 1));
  });

  it.each([
    ['weekly', '2025-W53'],
    ['weekly', '2026-W00'],
    ['weekly', '2026-12-01'],
    ['daily', '2026-02-29'],
    ['daily', '2026-W01'],
    ['daily', ''],
  ] as const)('refuses the %s key %s', (repeat, key) => {
    expect(() => previousPeriodKey(repeat, key)).toThrow(RangeError);
  });

  it('refuses an invalid date', () => {
    expect(() => periodKey('daily', new Date(Number.NaN))).toThrow(RangeError);
  });
});
