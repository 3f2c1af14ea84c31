import { describe, expect, it } from 'vitest';

import { querySpecOf } from '../../../../src/features/kit/controls';
import {
  ALL_WALLETS,
  entryOf,
  matchesFilter,
  matchesWallet,
  sortEntries,
  type TrackerEntry,
  walletControl,
  walletProgressText,
} from '../../../../src/features/tracker/tracker-model';
import { parseQuery } from '../../../../src/lib/url-query';
import type { TrackingRow } from '../../../../src/schemas/tracking';
import { deadlineAhead } from '../../../../src/tracking/trackable';
import {
  makeAirdrop,
  makeGiveaway,
  makeIcoProject,
  makeNftProject,
  makeSignal,
  makeTestnet,
  makeWhitelist,
} from '../../fixtures';
import { inTimeZone } from '../../time-zone';

/** Whether an entry's date is still ahead, as the calendar export asks it (trackable's deadlineAhead). */
const isAhead = (entry: TrackerEntry, now: number): boolean =>
  entry.record !== null && deadlineAhead(entry.row.collection, entry.record, now);

const NOW = Date.UTC(2026, 5, 1);
const inDays = (days: number): string => new Date(NOW + days * 86_400_000).toISOString();
const row = (
  collection: TrackingRow['collection'],
  itemId: string,
  steps: string[] = [],
  name = itemId,
): TrackingRow => ({
  owner: 'guest',
  collection,
  itemId,
  watched: true,
  steps,
  note: '',
  updatedAt: new Date(NOW).toISOString(),
  name,
});

const tasks = [
  { id: 'k1', description: 'Follow', link: '' },
  { id: 'k2', description: 'Bridge', link: '' },
];
const later = entryOf(
  row('airdrops', 'later'),
  makeAirdrop({ id: 'later', endDate: inDays(20), tasks }),
);
const soon = entryOf(
  row('testnets', 'soon', ['r0']),
  makeTestnet({ id: 'soon', endDate: inDays(2), requirements: ['a', 'b'] }),
);
const sooner = entryOf(
  row('airdrops', 'sooner', ['k1', 'k2']),
  makeAirdrop({ id: 'sooner', endDate: inDays(1), tasks }),
);
const ended = entryOf(
  row('airdrops', 'ended'),
  makeAirdrop({ id: 'ended', endDate: inDays(-1), tasks }),
);
const undated = entryOf(row('signals', 'sig'), makeSignal({ id: 'sig' }));
const gone = entryOf(row('airdrops', 'gone', ['k1'], 'Gone drop'), null);

describe('the tracker screen model', () => {
  it('sorts ending within 7 days first, then later deadlines, then the rest by name', () => {
    expect(
      sortEntries([undated, later, ended, soon, gone, sooner], NOW).map((e) => e.row.itemId),
    ).toEqual(['sooner', 'soon', 'later', 'ended', 'gone', 'sig']);
  });

  it("counts progress against the record's own steps", () => {
    expect([soon.done, soon.total]).toEqual([1, 2]);
    expect([sooner.done, sooner.total]).toEqual([2, 2]);
    expect(gone).toMatchObject({ record: null, href: null, total: 0, kind: 'Airdrop' });
  });

  it('filters: ending soon, in progress, done', () => {
    const all = [later, soon, sooner, ended, undated, gone];
    const ids = (filter: Parameters<typeof matchesFilter>[1]) =>
      all.filter((e) => matchesFilter(e, filter, NOW)).map((e) => e.row.itemId);
    expect(ids('all')).toHaveLength(6);
    expect(ids('soon')).toEqual(['soon', 'sooner']);
    expect(ids('progress')).toEqual(['soon']);
    expect(ids('done')).toEqual(['sooner']);
  });

  it('exports only listed items whose date is ahead', () => {
    expect(
      [later, soon, ended, undated, gone].filter((e) => isAhead(e, NOW)).map((e) => e.row.itemId),
    ).toEqual(['later', 'soon']);
  });

  it('reads a deadline without a time of day as that day where the visitor is', () => {
    // 03:00 UTC on 1 June is the evening of 31 May in California: a mint on 1 June is still ahead there.
    const evening = Date.UTC(2026, 5, 1, 3);
    const mint = entryOf(
      row('nftProjects', 'mint'),
      makeNftProject({ id: 'mint', status: 'upcoming', mintDate: '2026-06-01' }),
    );
    const dated = entryOf(
      row('airdrops', 'dated'),
      makeAirdrop({ id: 'dated', endDate: '2026-06-01T06:00:00Z', tasks }),
    );
    inTimeZone('America/Los_Angeles', () => {
      expect(isAhead(mint, evening)).toBe(true);
      expect(sortEntries([mint, dated], evening).map((e) => e.row.itemId)).toEqual([
        'dated',
        'mint',
      ]);
    });
    inTimeZone('UTC', () => expect(isAhead(mint, evening)).toBe(false));
  });

  it('names what a start deadline starts, and nothing for an end', () => {
    const mint = entryOf(
      row('nftProjects', 'mint'),
      makeNftProject({ id: 'mint', status: 'upcoming' }),
    );
    expect([mint.startName, mint.deadlineRole]).toEqual(['Mint', 'start']);
    const sale = entryOf(
      row('icoProjects', 'sale'),
      makeIcoProject({ id: 'sale', status: 'upcoming' }),
    );
    expect([sale.startName, sale.deadlineRole]).toEqual(['Sale', 'start']);
    expect([later.startName, later.deadlineRole]).toEqual([undefined, 'end']);
  });

  it('counts no time left to a giveaway ended by hand before its date, nor exports it', () => {
    const closed = entryOf(
      row('giveaways', 'closed'),
      makeGiveaway({ id: 'closed', status: 'ended', endDate: inDays(3) }),
    );
    const open = entryOf(
      row('giveaways', 'open'),
      makeGiveaway({ id: 'open', status: 'active', endDate: inDays(3) }),
    );
    expect([closed.deadline, open.deadline]).toEqual([undefined, inDays(3)]);
    expect([closed.state, open.state]).toEqual(['Ended', undefined]);
    expect(sortEntries([closed, open], NOW).map((e) => e.row.itemId)).toEqual(['open', 'closed']);
    expect(
      [closed, open].filter((e) => matchesFilter(e, 'soon', NOW)).map((e) => e.row.itemId),
    ).toEqual(['open']);
    expect([closed, open].filter((e) => isAhead(e, NOW)).map((e) => e.row.itemId)).toEqual([
      'open',
    ]);
  });

  it('says where a mint or a sale stands once begun, in place of a countdown', () => {
    const states = (['upcoming', 'live', 'ended'] as const).map((status) => {
      const mint = entryOf(
        row('nftProjects', status),
        makeNftProject({ id: status, status, mintDate: inDays(-2) }),
      );
      const sale = entryOf(
        row('icoProjects', status),
        makeIcoProject({ id: status, status, saleDate: inDays(-2) }),
      );
      return [mint.state, sale.state, mint.deadline === undefined, sale.deadline === undefined];
    });
    expect(states).toEqual([
      [undefined, undefined, false, false],
      ['Live', 'Live', true, true],
      ['Ended', 'Ended', true, true],
    ]);
    expect([undated.state, later.state]).toEqual([undefined, undefined]);
  });

  it('counts no time left to a filled whitelist, whatever its date: no spot is left', () => {
    const filled = entryOf(
      row('whitelists', 'filled'),
      makeWhitelist({ id: 'filled', status: 'Filled', endDate: inDays(3) }),
    );
    const open = entryOf(
      row('whitelists', 'open'),
      makeWhitelist({ id: 'open', status: 'Open', endDate: inDays(3) }),
    );
    expect([filled.deadline, filled.state]).toEqual([undefined, 'Filled']);
    expect([open.deadline, open.state]).toEqual([inDays(3), undefined]);
    expect([filled, open].filter((e) => isAhead(e, NOW)).map((e) => e.row.itemId)).toEqual([
      'open',
    ]);
  });
});

describe('the wallet filter', () => {
  const main = {
    id: 'w-main',
    label: 'Main',
    chain: 'evm',
    address: `0x${'ab'.repeat(20)}`,
  } as const;
  const farm = { id: 'w-farm', label: 'Farm', chain: 'solana', address: 'So1ana' } as const;
  const ticked = entryOf(
    { ...row('airdrops', 'ticked'), walletSteps: { 'w-main': ['k1'], 'w-farm': [] } },
    null,
  );
  const plain = entryOf(row('airdrops', 'plain', ['k1']), null);

  it('keeps an entry for a wallet only where that wallet’s column has ticks', () => {
    expect(matchesWallet(ticked, 'w-main')).toBe(true);
    // An emptied column is no tick, and the no-wallet column is not any wallet's.
    expect(matchesWallet(ticked, 'w-farm')).toBe(false);
    expect(matchesWallet(plain, 'w-main')).toBe(false);
    expect([ticked, plain].every((entry) => matchesWallet(entry, ALL_WALLETS))).toBe(true);
  });

  it('offers All wallets first, then each wallet by its label, in the order given', () => {
    const control = walletControl([main, farm]);
    expect(control).toMatchObject({ label: 'Wallet', fallback: ALL_WALLETS, as: 'select' });
    expect(control.options).toEqual([
      { value: ALL_WALLETS, label: 'All wallets' },
      { value: 'w-main', label: 'Main' },
      { value: 'w-farm', label: 'Farm' },
    ]);
  });

  it('tells two wallets of one label apart by chain and the ends of the address', () => {
    const twin = { ...main, id: 'w-twin', chain: 'bitcoin', address: 'bc1qshort' } as const;
    expect(walletControl([main, twin]).options.slice(1)).toEqual([
      { value: 'w-main', label: 'Main (EVM 0xabab…abab)' },
      { value: 'w-twin', label: 'Main (Bitcoin bc1qshort)' },
    ]);
  });

  it('reads an unknown or removed wallet in the URL as all wallets', () => {
    const spec = querySpecOf({ wallet: walletControl([main]) });
    expect(parseQuery('wallet=w-main', spec)).toEqual({ wallet: 'w-main' });
    expect(parseQuery('wallet=w-gone', spec)).toEqual({ wallet: ALL_WALLETS });
    expect(parseQuery('wallet=w-main', querySpecOf({ wallet: walletControl([]) }))).toEqual({
      wallet: ALL_WALLETS,
    });
  });
});

describe('progress per wallet on the tracker', () => {
  const airdrop = makeAirdrop({ id: 'per-wallet', endDate: inDays(20), tasks });
  const labels = new Map([
    ['w1', 'Main'],
    ['w2', 'Burner'],
  ]);

  it('counts every wallet worked with, and is done only when each has done every step', () => {
    const partly = entryOf(
      { ...row('airdrops', 'per-wallet'), walletSteps: { w1: ['k1', 'k2'], w2: ['k1'] } },
      airdrop,
    );
    expect([partly.done, partly.total]).toEqual([3, 4]);
    expect(walletProgressText(partly, labels)).toBe('Main 2 of 2 · Burner 1 of 2');
    expect(matchesFilter(partly, 'progress', NOW)).toBe(true);
    expect(matchesFilter(partly, 'done', NOW)).toBe(false);
    const all = entryOf(
      { ...row('airdrops', 'per-wallet'), walletSteps: { w1: ['k1', 'k2'], w2: ['k1', 'k2'] } },
      airdrop,
    );
    expect(matchesFilter(all, 'done', NOW)).toBe(true);
  });

  it('keeps the no-wallet column while it holds ticks, and says nothing per wallet without any', () => {
    const mixed = entryOf(
      { ...row('airdrops', 'per-wallet', ['k1']), walletSteps: { w1: ['k2'] } },
      airdrop,
    );
    expect([mixed.done, mixed.total]).toEqual([2, 4]);
    const plain = entryOf(row('airdrops', 'per-wallet', ['k1']), airdrop);
    expect([plain.done, plain.total]).toEqual([1, 2]);
    expect(walletProgressText(plain, labels)).toBeNull();
  });
});
