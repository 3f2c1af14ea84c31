/**
 * A watched item's repeating steps as calendar series: each file is read back with ical.js, in a
 * time zone with summer time, and its occurrences compared with the visitor's days and weeks.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { calendarFile } from '../../../src/lib/ical';
import { periodKey } from '../../../src/lib/periods';
import {
  type CalendarItem,
  firstOccurrence,
  repeatingEvents,
} from '../../../src/tracking/repeat-events';
import { stepsOf } from '../../../src/tracking/trackable';
import { makeAirdrop, makeCourse } from '../fixtures';
import { inTimeZone } from '../time-zone';

const ZONE = 'Europe/Berlin';
const PAGE = 'https://alphascout.app/airdrops/airdrop-1';

/** Wednesday 25 November 2026, 14:30 in Berlin. */
const wednesday = () => new Date(2026, 10, 25, 14, 30);

const airdrop = (endDate = '2026-12-31T22:59:59Z') =>
  makeAirdrop({
    endDate,
    tasks: [
      { id: 'task-1', description: 'Bridge funds', link: '' },
      { id: 'task-2', description: 'Stay active every week', link: '', repeat: 'weekly' },
    ],
  });

const itemOf = (overrides: Partial<CalendarItem> = {}): CalendarItem => ({
  collection: 'airdrops',
  record: airdrop(),
  row: null,
  pageUrl: PAGE,
  ...overrides,
});

/** The file's events as ical.js reads them, with their occurrences as local times (up to 60). */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const iterator = event.iterator();
    const times: string[] = [];
    // Past the last occurrence next() gives nothing, a case ical.js's types leave out.
    const nextOf = (): ICAL.Time | null => iterator.next();
    for (let next = nextOf(); next && times.length < 60; next = nextOf())
      times.push(next.toString());
    return {
      uid: event.uid,
      summary: event.summary,
      url: vevent.getFirstPropertyValue('url'),
      zone: event.startDate.zone.tzid,
      rule: String(vevent.getFirstPropertyValue('rrule')),
      trigger: String(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')),
      times,
    };
  });
}

describe('the first occurrence of a repeating step', () => {
  it('is 9:00 today for a daily step, and 9:00 on this week’s Monday for a weekly one', () => {
    inTimeZone(ZONE, () => {
      expect(firstOccurrence('daily', wednesday())).toEqual(new Date(2026, 10, 25, 9));
      expect(firstOccurrence('weekly', wednesday())).toEqual(new Date(2026, 10, 23, 9));
      // A Sunday belongs to the week that began six days before; a Monday at dawn to its own.
      expect(firstOccurrence('weekly', new Date(2026, 10, 29, 23))).toEqual(
        new Date(2026, 10, 23, 9),
      );
      expect(firstOccurrence('weekly', new Date(2026, 10, 30, 6))).toEqual(
        new Date(2026, 10, 30, 9),
      );
      // Across a month and a year, in the same ISO week as the tracker's ticks.
      const newYear = new Date(2027, 0, 1, 12);
      expect(firstOccurrence('weekly', newYear)).toEqual(new Date(2026, 11, 28, 9));
      expect(periodKey('weekly', firstOccurrence('weekly', newYear))).toBe(
        periodKey('weekly', newYear),
      );
    });
  });
});

describe("a watched item's repeating steps in the calendar", () => {
  it("makes one floating series per repeating step, at 9:00 with its reminder then, until the item's deadline", () => {
    inTimeZone(ZONE, () => {
      const events = repeatingEvents(itemOf(), wednesday());
      const text = calendarFile(events, wednesday());
      expect(text).toContain('\r\nDTSTART:20261123T090000\r\n');
      expect(text).toContain('\r\nRRULE:FREQ=WEEKLY;UNTIL=20261231T235959\r\n');
      const [read, ...others] = readBack(text);
      expect(others).toEqual([]);
      expect(read).toMatchObject({
        uid: 'step.task-2.airdrops-airdrop-1@alphascout.app',
        summary: 'ZK Drop: Stay active every week',
        url: PAGE,
        zone: 'floating',
        trigger: 'PT0S',
      });
      // Every Monday at 9:00 through the deadline's week, the last on 28 December.
      expect(read?.times[0]).toBe('2026-11-23T09:00:00');
      expect(read?.times.at(-1)).toBe('2026-12-28T09:00:00');
      expect(read?.times).toHaveLength(6);
    });
  });

  it("follows the visitor's own repeat over the record's, and a step made to repeat by the visitor", () => {
    inTimeZone(ZONE, () => {
      const row = { repeats: { 'task-1': 'daily', 'task-2': 'daily' } } as const;
      const events = repeatingEvents(itemOf({ row }), wednesday());
      expect(events.map((event) => [event.title, event.repeat, event.start])).toEqual([
        ['ZK Drop: Bridge funds', 'daily', new Date(2026, 10, 25, 9)],
        ['ZK Drop: Stay active every week', 'daily', new Date(2026, 10, 25, 9)],
      ]);
      const [bridge] = readBack(calendarFile(events, wednesday()));
      expect(bridge?.rule).toBe('FREQ=DAILY;UNTIL=20261231T235959');
      expect(bridge?.times).toHaveLength(37); // 25 November to 31 December, each at 9:00
      expect(bridge?.times.at(-1)).toBe('2026-12-31T09:00:00');
    });
  });

  it('keeps 9:00 of the local day when the clocks change, where a UTC time would move', () => {
    inTimeZone(ZONE, () => {
      const march = new Date(2027, 2, 24, 12); // summer time starts on 28 March 2027
      const item = itemOf({ record: airdrop('2027-04-10T12:00:00Z') });
      const [read] = readBack(calendarFile(repeatingEvents(item, march), march));
      expect(read?.times).toEqual([
        '2027-03-22T09:00:00',
        '2027-03-29T09:00:00',
        '2027-04-05T09:00:00',
      ]);
    });
  });

  it('runs through the last day of a deadline written as a date alone', () => {
    inTimeZone(ZONE, () => {
      const item = itemOf({
        record: airdrop('2026-11-27'),
        row: { repeats: { 'task-1': 'daily' } },
      });
      const [daily] = readBack(calendarFile(repeatingEvents(item, wednesday()), wednesday()));
      expect(daily?.times).toEqual([
        '2026-11-25T09:00:00',
        '2026-11-26T09:00:00',
        '2026-11-27T09:00:00',
      ]);
    });
  });

  it('has no end for an item without a deadline', () => {
    inTimeZone(ZONE, () => {
      const course = makeCourse();
      const [lesson] = stepsOf('academy', course);
      const events = repeatingEvents(
        {
          collection: 'academy',
          record: course,
          row: { repeats: { [lesson?.key ?? '']: 'daily' } },
          pageUrl: 'https://alphascout.app/academy/defi-basics',
        },
        wednesday(),
      );
      expect(events).toHaveLength(1);
      const [read] = readBack(calendarFile(events, wednesday()));
      expect(read?.rule).toBe('FREQ=DAILY');
      expect(read?.summary).toBe('DeFi basics: What is DeFi');
      expect(read?.times).toHaveLength(60); // no end: the reader stops where it is asked to
    });
  });

  it('makes none once the deadline has passed, nor when it falls before the first occurrence', () => {
    inTimeZone(ZONE, () => {
      expect(
        repeatingEvents(itemOf({ record: airdrop('2026-11-25T12:00:00Z') }), wednesday()),
      ).toEqual([]);
      // Ahead at 7:00, but before today's 9:00: a daily series would hold no day.
      const dawn = new Date(2026, 10, 25, 7);
      const item = itemOf({
        record: airdrop('2026-11-25T07:00:00Z'),
        row: { repeats: { 'task-1': 'daily' } },
      });
      expect(repeatingEvents(item, dawn).map((event) => event.repeat)).toEqual(['weekly']);
    });
  });

  it('makes none for an item whose steps do not repeat', () => {
    expect(repeatingEvents(itemOf({ record: makeAirdrop() }), wednesday())).toEqual([]);
  });
});
