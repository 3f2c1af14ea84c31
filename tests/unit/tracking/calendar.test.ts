import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { backupFileName } from '../../../src/lib/backup-file';
import { calendarFile } from '../../../src/lib/ical';
import {
  deadlinesFileName,
  eventOf,
  hasTrackerEvents,
  trackerEvents,
} from '../../../src/tracking/calendar';
import { stepsOf } from '../../../src/tracking/trackable';
import {
  makeAirdrop,
  makeCourse,
  makeIcoProject,
  makeNftProject,
  makeSignal,
  makeWhitelist,
} from '../fixtures';
import { inTimeZone } from '../time-zone';

describe('the names of downloaded files', () => {
  // 03:00 UTC on the 26th is still the 25th in California and already the 26th in Kiribati.
  const lateEvening = new Date('2026-11-26T03:00:00Z');

  it("name the deadlines file by the visitor's day, as the backup file is", () => {
    expect(
      inTimeZone('America/Los_Angeles', () => [
        deadlinesFileName(lateEvening),
        backupFileName(lateEvening),
      ]),
    ).toEqual(['alphascout-deadlines-2026-11-25.ics', 'alphascout-data-backup-2026-11-25.json']);
    expect(inTimeZone('Pacific/Kiritimati', () => deadlinesFileName(lateEvening))).toBe(
      'alphascout-deadlines-2026-11-26.ics',
    );
  });
});

describe("an item's calendar event", () => {
  const pageUrl = 'https://alphascout.app/airdrops/zephyr-network';

  it("is titled by the item and what happens on its date, so a project's whitelist and mint are told apart", () => {
    const titles = [
      eventOf(
        'airdrops',
        makeAirdrop({ name: 'Zephyr Network', endDate: '2030-01-01T00:00:00Z' }),
        pageUrl,
      ),
      eventOf(
        'whitelists',
        makeWhitelist({
          projectName: 'Lumina Atelier',
          status: 'Open',
          endDate: '2030-01-01T00:00:00Z',
        }),
        pageUrl,
      ),
      eventOf(
        'nftProjects',
        makeNftProject({
          name: 'Lumina Atelier',
          status: 'upcoming',
          mintDate: '2030-01-02T00:00:00Z',
        }),
        pageUrl,
      ),
      eventOf(
        'icoProjects',
        makeIcoProject({
          name: 'Zephyr Network (ZEPH)',
          status: 'upcoming',
          saleDate: '2030-01-03T00:00:00Z',
        }),
        pageUrl,
      ),
    ].map((event) => event?.title);
    expect(titles).toEqual([
      'Zephyr Network: airdrop ends',
      'Lumina Atelier: whitelist ends',
      'Lumina Atelier: mint starts',
      'Zephyr Network (ZEPH): sale starts',
    ]);
  });

  it('is null for an item with no deadline', () => {
    expect(eventOf('nftProjects', makeNftProject({ status: 'live' }), pageUrl)).toBeNull();
  });
});

describe("the tracker's calendar export", () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const pageUrl = 'https://alphascout.app/airdrops/airdrop-1';
  const zephyr = makeAirdrop({
    name: 'Zephyr Network',
    endDate: '2027-02-28T23:59:59Z',
    tasks: [
      { id: 'zeph-1', description: 'Follow Zephyr Network on X', link: '' },
      { id: 'zeph-10', description: 'Stay active every week', link: '', repeat: 'weekly' },
    ],
  });

  it('holds each deadline ahead and each repeating step, in a file ical.js reads', () => {
    const events = trackerEvents(
      [
        { collection: 'airdrops', record: zephyr, row: null, pageUrl },
        {
          collection: 'academy',
          record: makeCourse(),
          row: null,
          pageUrl: 'https://alphascout.app/academy/defi-basics',
        },
      ],
      now,
    );
    const calendar = new ICAL.Component(ICAL.parse(calendarFile(events, now)));
    const read = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.summary, event.isRecurring(), vevent.getFirstPropertyValue('url')];
    });
    expect(read).toEqual([
      ['Zephyr Network: airdrop ends', false, pageUrl],
      ['Zephyr Network: Stay active every week', true, pageUrl],
    ]);
  });

  it('is empty with no deadline ahead and no step that repeats, and holds a repeating step alone', () => {
    const ended = makeAirdrop({ endDate: '2026-11-01T00:00:00Z' });
    expect(
      trackerEvents(
        [
          {
            collection: 'airdrops',
            record: ended,
            row: { repeats: { 'task-1': 'daily' } },
            pageUrl,
          },
          { collection: 'signals', record: makeSignal(), row: null, pageUrl },
          { collection: 'academy', record: makeCourse(), row: null, pageUrl },
        ],
        now,
      ),
    ).toEqual([]);
    const noDeadline = makeNftProject({ status: 'live' });
    expect(
      trackerEvents([{ collection: 'nftProjects', record: noDeadline, row: null, pageUrl }], now),
    ).toEqual([]);
    // A course has no deadline; a lesson the visitor repeats is all its export holds.
    const course = makeCourse();
    const key = stepsOf('academy', course)[0]?.key ?? '';
    const events = trackerEvents(
      [{ collection: 'academy', record: course, row: { repeats: { [key]: 'daily' } }, pageUrl }],
      now,
    );
    expect(events.map((event) => [event.title, event.repeat])).toEqual([
      ['DeFi basics: What is DeFi', 'daily'],
    ]);
  });

  it('says whether there is any event as the export would, stopping at the first', () => {
    const ended = makeAirdrop({ endDate: '2026-11-01T00:00:00Z' });
    const none = [
      { collection: 'airdrops' as const, record: ended, row: null, pageUrl },
      { collection: 'signals' as const, record: makeSignal(), row: null, pageUrl },
    ];
    expect(hasTrackerEvents(none, now)).toBe(false);
    expect(
      hasTrackerEvents(
        [...none, { collection: 'airdrops', record: zephyr, row: null, pageUrl }],
        now,
      ),
    ).toBe(true);
    const course = makeCourse();
    const key = stepsOf('academy', course)[0]?.key ?? '';
    const repeated = {
      collection: 'academy' as const,
      record: course,
      row: { repeats: { [key]: 'daily' as const } },
      pageUrl,
    };
    expect(hasTrackerEvents([...none, repeated], now)).toBe(true);
    function* thenThrow() {
      yield { collection: 'airdrops' as const, record: zephyr, row: null, pageUrl };
      throw new Error('read past the first event');
    }
    expect(hasTrackerEvents(thenThrow(), now)).toBe(true);
  });
});
