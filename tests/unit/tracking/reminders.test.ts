/**
 * When to remind (src/tracking/reminders.ts): a repeating step still to do at 9:00 local on the
 * first day of its period, a deadline an hour before it falls, one reminder per item and time.
 */
import { describe, expect, it } from 'vitest';

import { tickKey } from '../../../src/db/tracking/ticks';
import { dueItems } from '../../../src/tracking/due';
import { type PathOf, remindersOf } from '../../../src/tracking/reminders';
import { REMINDER_HOUR } from '../../../src/tracking/repeat-events';
import { makeAirdrop } from '../fixtures';
import { inTimeZone } from '../time-zone';
import { watched } from './watched-item';

const FOLLOW = { id: 'follow', description: 'Follow on X', link: '' };
const SWAP = { id: 'swap', description: 'Swap on the DEX', link: '', repeat: 'daily' as const };
const ACTIVE = { id: 'active', description: 'Stay active', link: '', repeat: 'weekly' as const };
const HOUR = 60 * 60 * 1000;

const pathOf: PathOf = (collection, record) => `/${collection}/${record.id}`;

const airdrop = (overrides: Parameters<typeof makeAirdrop>[0] = {}) =>
  makeAirdrop({ endDate: '2027-06-30', tasks: [FOLLOW, SWAP, ACTIVE], ...overrides });

/** The reminders of `items` (watched items) at `now`, as due.ts hands them over. */
const remindersAt = (now: Date, ...items: Parameters<typeof dueItems>[0]) =>
  remindersOf(dueItems(items, [], now), now, pathOf);

describe('when to remind', () => {
  it('reminds a daily step at 9:00 today, a weekly one at 9:00 on Monday', () => {
    expect(REMINDER_HOUR).toBe(9);
    // Monday 23 November 2026 at 7:00: both are due today at 9:00, in one reminder.
    const monday = new Date(2026, 10, 23, 7);
    expect(remindersAt(monday, watched(airdrop()))).toEqual([
      {
        at: new Date(2026, 10, 23, 9).getTime(),
        title: 'Due: ZK Drop',
        body: 'Swap on the DEX\nStay active',
        path: '/airdrops/airdrop-1',
        tag: `due:airdrops/airdrop-1@${new Date(2026, 10, 23, 9).getTime()}`,
      },
    ]);
    // Wednesday at 7:00: the daily step today, the weekly one's Monday is behind.
    const wednesday = new Date(2026, 10, 25, 7);
    expect(remindersAt(wednesday, watched(airdrop()))).toMatchObject([
      { at: new Date(2026, 10, 25, 9).getTime(), body: 'Swap on the DEX' },
    ]);
  });

  it('drops a reminder whose time has come or passed', () => {
    expect(remindersAt(new Date(2026, 10, 23, 9), watched(airdrop()))).toEqual([]);
    expect(remindersAt(new Date(2026, 10, 25, 9, 30), watched(airdrop()))).toEqual([]);
  });

  it('says nothing of a step done this period', () => {
    const monday = new Date(2026, 10, 23, 7);
    const row = { steps: [tickKey('swap', 'daily', monday), tickKey('active', 'weekly', monday)] };
    expect(remindersAt(monday, watched(airdrop(), row))).toEqual([]);
    const swapDone = { steps: [tickKey('swap', 'daily', monday)] };
    expect(remindersAt(monday, watched(airdrop(), swapDone))).toMatchObject([
      { body: 'Stay active' },
    ]);
  });

  it('stays at 9:00 local across a change of the clocks', () => {
    inTimeZone('Europe/Berlin', () => {
      // Sunday 29 March 2026: the clocks go forward at 2:00, so 9:00 is 7:00 UTC, not 8:00.
      const spring = new Date(2026, 2, 29, 1, 30);
      expect(remindersAt(spring, watched(airdrop())).map((reminder) => reminder.at)).toEqual([
        Date.UTC(2026, 2, 29, 7),
      ]);
      expect(remindersAt(new Date(2026, 2, 28, 1, 30), watched(airdrop()))[0]?.at).toBe(
        Date.UTC(2026, 2, 28, 8),
      );
      // Sunday 25 October 2026: back at 3:00, so 9:00 is 8:00 UTC; the weekly one on Monday too.
      const autumn = new Date(2026, 9, 25, 0, 30);
      expect(remindersAt(autumn, watched(airdrop()))[0]?.at).toBe(Date.UTC(2026, 9, 25, 8));
      const monday = new Date(2026, 9, 26, 6);
      expect(remindersAt(monday, watched(airdrop()))).toMatchObject([
        { at: Date.UTC(2026, 9, 26, 8), body: 'Swap on the DEX\nStay active' },
      ]);
    });
  });

  it('rings once per item and time, naming each step once however many wallets are behind', () => {
    const now = new Date(2026, 10, 23, 7);
    const wallets = [
      { id: 'w1', label: 'Main' },
      { id: 'w2', label: 'Burner' },
    ];
    const row = { steps: ['follow'], walletSteps: { w1: ['follow'], w2: ['follow'] } };
    const due = dueItems([watched(airdrop(), row)], wallets, now);
    expect(due[0]?.steps).toHaveLength(2 * 3);
    const reminders = remindersOf(due, now, pathOf);
    expect(reminders.map((reminder) => reminder.body)).toEqual(['Swap on the DEX\nStay active']);
  });

  it('reminds of a deadline an hour before it falls, and drops it within the hour', () => {
    const now = new Date(2026, 10, 25, 10);
    const endDate = new Date(now.getTime() + 5 * HOUR).toISOString();
    const ending = watched(airdrop({ id: 'ending', endDate, tasks: [FOLLOW] }), {}, 'Lumen');
    expect(remindersAt(now, ending)).toEqual([
      {
        at: now.getTime() + 4 * HOUR,
        title: 'Ends soon: Lumen',
        body: 'Less than an hour left.',
        path: '/airdrops/ending',
        tag: `ends:airdrops/ending@${now.getTime() + 5 * HOUR}`,
      },
    ]);
    const inHalfAnHour = new Date(now.getTime() + 0.5 * HOUR).toISOString();
    const late = watched(airdrop({ id: 'late', endDate: inHalfAnHour, tasks: [FOLLOW] }));
    expect(remindersAt(now, late)).toEqual([]);
  });

  it('reminds of no step once the item has ended', () => {
    // Ends at 8:30, before its steps' 9:00: only the deadline's reminder is left.
    const now = new Date(2026, 10, 25, 7);
    const endDate = new Date(now.getTime() + 1.5 * HOUR).toISOString();
    const ending = watched(airdrop({ id: 'ending', endDate }), {}, 'Lumen');
    expect(remindersAt(now, ending).map((reminder) => reminder.title)).toEqual([
      'Ends soon: Lumen',
    ]);
    // Ending at 9:00 itself is ended by then too.
    const atNine = new Date(2026, 10, 25, 9).toISOString();
    const nine = watched(airdrop({ id: 'nine', endDate: atNine }), {}, 'Nine');
    expect(remindersAt(now, nine).map((reminder) => reminder.title)).toEqual(['Ends soon: Nine']);
  });

  it('lists every item’s reminders soonest first, and skips a record no longer listed', () => {
    const now = new Date(2026, 10, 25, 7);
    const endDate = new Date(now.getTime() + 20 * HOUR).toISOString();
    const ending = watched(airdrop({ id: 'ending', endDate }), {}, 'Lumen');
    const due = dueItems([watched(airdrop()), ending], [], now);
    expect(remindersOf(due, now, pathOf).map((reminder) => reminder.title)).toEqual([
      'Due: Lumen',
      'Due: ZK Drop',
      'Ends soon: Lumen',
    ]);
    const gone = due.map((item) => ({ ...item, record: null }));
    expect(remindersOf(gone, now, pathOf)).toEqual([]);
  });
});
