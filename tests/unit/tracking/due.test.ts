/**
 * What is due now (src/tracking/due.ts): repeating steps not done in their period, per wallet
 * column the item is worked in, and deadlines within 24 hours.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { tickKey } from '../../../src/db/tracking/ticks';
import type { WatchedItem } from '../../../src/db/tracking/watched-items';
import { dueCount, type DueItem, dueItems, dueItemsInTasks } from '../../../src/tracking/due';
import { makeAirdrop, makeTestnet } from '../fixtures';
import { watched } from './watched-item';

// Wednesday 25 November 2026, 10:00 local time.
const now = new Date(2026, 10, 25, 10);
const HOUR = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();

const FOLLOW = { id: 'follow', description: 'Follow on X', link: '' };
const ACTIVE = { id: 'active', description: 'Stay active', link: '', repeat: 'weekly' as const };

const airdrop = (overrides: Parameters<typeof makeAirdrop>[0] = {}) =>
  makeAirdrop({ endDate: '2027-06-30', tasks: [FOLLOW, ACTIVE], ...overrides });

/** Each due step as "<step key> (<column label>)". */
const dueSteps = (due: readonly DueItem[]) =>
  due.flatMap((item) => item.steps.map(({ step, column }) => `${step.key} (${column.label})`));

const WALLETS = [
  { id: 'w1', label: 'Main' },
  { id: 'w2', label: 'Burner' },
  { id: 'w3', label: 'Ledger' },
];

describe('what is due', () => {
  it('is a repeating step not done this period; done this period, or a plain step, is not', () => {
    const item = watched(airdrop());
    expect(dueSteps(dueItems([item], [], now))).toEqual(['active ()']);
    const doneThisWeek = watched(airdrop(), { steps: [tickKey('active', 'weekly', now)] });
    expect(dueItems([doneThisWeek], [], now)).toEqual([]);
    // Done last week: due again from Monday.
    const lastWeek = watched(airdrop(), {
      steps: [tickKey('active', 'weekly', new Date(2026, 10, 20))],
    });
    expect(dueSteps(dueItems([lastWeek], [], now))).toEqual(['active ()']);
  });

  it("follows the visitor's own repeat on a plain step, and theirs over the project's", () => {
    const daily = watched(airdrop(), {
      repeats: { follow: 'daily', active: 'daily' },
      steps: [tickKey('active', 'weekly', now)],
    });
    const [due] = dueItems([daily], [], now);
    expect(due?.steps.map(({ step, repeat }) => `${step.key} ${repeat}`)).toEqual([
      'follow daily',
      'active daily',
    ]);
    const doneToday = watched(airdrop(), {
      repeats: { follow: 'daily' },
      steps: [tickKey('follow', 'daily', now), tickKey('active', 'weekly', now)],
    });
    expect(dueItems([doneToday], [], now)).toEqual([]);
    // Done yesterday is not done today.
    const yesterday = watched(airdrop(), {
      repeats: { follow: 'daily' },
      steps: [
        tickKey('follow', 'daily', new Date(2026, 10, 24, 23)),
        tickKey('active', 'weekly', now),
      ],
    });
    expect(dueSteps(dueItems([yesterday], [], now))).toEqual(['follow ()']);
  });

  it('lists a step once per wallet column that holds a tick of the item, not per wallet', () => {
    const item = watched(airdrop(), {
      walletSteps: { w1: ['follow'], w2: [tickKey('active', 'weekly', now)] },
    });
    // Main holds a tick and has not done the weekly step; Burner has; Ledger never worked it.
    expect(dueSteps(dueItems([item], WALLETS, now))).toEqual(['active (Main)']);
  });

  it('lists the columns in the order of the wallets, as the item’s page shows them', () => {
    const item = watched(airdrop(), { walletSteps: { w3: ['follow'], w1: ['follow'] } });
    expect(dueSteps(dueItems([item], WALLETS, now))).toEqual(['active (Main)', 'active (Ledger)']);
  });

  it('keeps the no-wallet column while it holds a tick, beside the wallets', () => {
    const item = watched(airdrop(), { steps: ['follow'], walletSteps: { w3: ['follow'] } });
    expect(dueSteps(dueItems([item], WALLETS, now))).toEqual([
      'active (No wallet)',
      'active (Ledger)',
    ]);
  });

  it('uses the no-wallet column while no wallet holds a tick of the item', () => {
    const item = watched(airdrop());
    expect(dueSteps(dueItems([item], WALLETS, now))).toEqual(['active (No wallet)']);
    // The ticks of a wallet since removed are no column.
    const removed = watched(airdrop(), { walletSteps: { gone: ['follow'] } });
    expect(dueSteps(dueItems([removed], WALLETS, now))).toEqual(['active (No wallet)']);
    expect(dueItems([removed], WALLETS, now)[0]?.steps[0]?.column).toEqual({ label: 'No wallet' });
  });

  it('ticks a due step in the column it is due in', () => {
    const item = watched(airdrop(), { walletSteps: { w2: ['follow'] } });
    expect(dueItems([item], WALLETS, now)[0]?.steps[0]?.column).toEqual({
      walletId: 'w2',
      label: 'Burner',
    });
  });

  it('holds a deadline within 24 hours, to the hour, but not one at 25 hours or past', () => {
    const ending = (endDate: string) => watched(airdrop({ endDate, tasks: [FOLLOW] }));
    const soon = dueItems([ending(hoursFromNow(3))], [], now);
    expect(soon).toHaveLength(1);
    expect(soon[0]?.endsAt).toBe(now.getTime() + 3 * HOUR);
    expect(soon[0]?.steps).toEqual([]);
    expect(dueItems([ending(hoursFromNow(24))], [], now)[0]?.endsAt).toBe(
      now.getTime() + 24 * HOUR,
    );
    expect(dueItems([ending(hoursFromNow(25))], [], now)).toEqual([]);
    expect(dueItems([ending(hoursFromNow(-1))], [], now)).toEqual([]);
    // A date alone ends at the end of that day: today's ends within 14 hours.
    expect(dueItems([ending('2026-11-25')], [], now)[0]?.endsAt).toBe(
      new Date(2026, 10, 26).getTime(),
    );
    // An item without steps is due by its deadline alone.
    const testnet = makeTestnet({ endDate: hoursFromNow(2), requirements: [] });
    const item = watched(testnet, { collection: 'testnets' });
    expect(dueItems([item], [], now).map((due) => due.endsAt)).toEqual([now.getTime() + 2 * HOUR]);
  });

  it('lists no repeating step of an item whose deadline has passed', () => {
    const ended = watched(airdrop({ endDate: hoursFromNow(-1) }));
    expect(dueItems([ended], [], now)).toEqual([]);
    const endedByDate = watched(airdrop({ endDate: '2026-11-24' }));
    expect(dueItems([endedByDate], [], now)).toEqual([]);
  });

  it('skips a row whose record is no longer listed', () => {
    const gone: WatchedItem = { ...watched(airdrop()), record: null };
    expect(dueItems([gone], WALLETS, now)).toEqual([]);
  });

  it('sorts by the soonest deadline, then by name', () => {
    const named = (name: string, id: string, endDate = '2027-06-30') =>
      watched(airdrop({ id, endDate }), {}, name);
    const due = dueItems(
      [
        named('Beta', 'b'),
        named('alpha', 'a'),
        named('Late', 'l', hoursFromNow(20)),
        named('Soon', 's', hoursFromNow(1)),
      ],
      [],
      now,
    );
    expect(due.map((item) => item.row.name)).toEqual(['Soon', 'Late', 'alpha', 'Beta']);
  });
});

describe('how many things are due', () => {
  it('counts each step in each column, and each deadline', () => {
    const item = watched(airdrop({ endDate: hoursFromNow(5) }), {
      repeats: { follow: 'daily' },
      steps: ['x'],
      walletSteps: { w1: ['x'], w2: ['x'] },
    });
    const due = dueItems([item, watched(airdrop({ id: 'other' }))], WALLETS, now);
    // 2 steps in 3 columns, the deadline, and the other item's weekly step.
    expect(dueCount(due)).toBe(2 * 3 + 1 + 1);
    expect(dueCount([])).toBe(0);
  });
});

describe('what is due, worked out in tasks', () => {
  const items = Array.from({ length: 2500 }, (_, n) =>
    watched(
      airdrop({ id: `airdrop-${n}`, endDate: n % 3 === 0 ? hoursFromNow(n % 48) : '2027-06-30' }),
      n % 2 === 0 ? { steps: [tickKey('active', 'weekly', now)] } : {},
      `Airdrop ${n}`,
    ),
  );

  afterEach(() => vi.restoreAllMocks());

  it('gives what dueItems gives, pausing each time a slice of a few ms is spent', async () => {
    // A clock that moves 1 ms each time it is read: a slice ends every few hundred items.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    let pauses = 0;
    const inTasks = await dueItemsInTasks(items, WALLETS, now, async () => {
      pauses += 1;
    });
    expect(inTasks).toEqual(dueItems(items, WALLETS, now));
    expect(inTasks.length).toBeGreaterThan(1000);
    expect(pauses).toBeGreaterThan(5);
  });

  it('answers again for the same minute and wallets without working an unchanged item out', async () => {
    const first = await dueItemsInTasks(items, WALLETS, now, async () => undefined);
    const changed = watched(
      airdrop({ id: 'airdrop-1', endDate: hoursFromNow(2) }),
      {},
      'Airdrop 1',
    );
    const again = await dueItemsInTasks(
      [changed, ...items.slice(2)],
      WALLETS,
      now,
      async () => undefined,
    );
    // The unchanged items' answers are the very objects given before; the changed one is new.
    const before = new Map(first.map((item) => [item.row.itemId, item]));
    expect(
      again
        .filter((item) => item.row.itemId !== 'airdrop-1')
        .every((item) => before.get(item.row.itemId) === item),
    ).toBe(true);
    expect(again.find((item) => item.row.itemId === 'airdrop-1')?.endsAt).toBeDefined();
    expect(again).toEqual(dueItems([changed, ...items.slice(2)], WALLETS, now));
  });
});
