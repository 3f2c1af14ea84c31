/**
 * The tracker's CSV: every file is read back by papaparse and compared line by line; the raw text
 * is checked for what a parser forgives (the byte order mark, quoting, CRLF).
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { tickKey } from '../../../../src/db/tracking/ticks';
import {
  TRACKER_CSV_HEADER,
  trackerCsv,
  trackerCsvFileName,
} from '../../../../src/features/tracker/tracker-csv';
import { entryOf } from '../../../../src/features/tracker/tracker-model';
import type { TrackingRow } from '../../../../src/schemas/tracking';
import { makeAirdrop, makeSignal } from '../../fixtures';
import { inTimeZone } from '../../time-zone';

/** Wednesday 25 November 2026, noon UTC. */
const NOW = new Date('2026-11-25T12:00:00Z');
const WEEK_MS = 7 * 86_400_000;
const thisWeek = tickKey('zeph-10', 'weekly', NOW);
const lastWeek = tickKey('zeph-10', 'weekly', new Date(NOW.getTime() - WEEK_MS));

const zephyr = makeAirdrop({
  id: 'airdrop-zephyr-network',
  name: 'Zephyr Network',
  endDate: '2027-02-28T23:59:59Z',
  tasks: [
    { id: 'zeph-1', description: 'Follow Zephyr Network on X', link: '' },
    { id: 'zeph-10', description: 'Stay active, every week', link: '', repeat: 'weekly' },
  ],
});

const rowOf = (overrides: Partial<TrackingRow> = {}): TrackingRow => ({
  owner: 'guest',
  collection: 'airdrops',
  itemId: zephyr.id,
  watched: true,
  steps: [],
  note: '',
  updatedAt: NOW.toISOString(),
  name: zephyr.name,
  ...overrides,
});

/** The file's lines as papaparse reads them, the header first. */
function readBack(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1, -2), { newline: '\r\n', delimiter: ',' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const DEADLINE = '2027-02-28T23:59:59Z';

describe("the tracker's CSV", () => {
  it('has the header, then a line per step, done or not, a repeating step in this period only', () => {
    const done = entryOf(rowOf({ steps: ['zeph-1', thisWeek], note: 'gm' }), zephyr);
    expect(readBack(trackerCsv([done], new Map(), NOW))).toEqual([
      [...TRACKER_CSV_HEADER],
      ['Zephyr Network', 'Airdrop', '', 'Follow Zephyr Network on X', '', 'yes', DEADLINE, 'gm'],
      ['Zephyr Network', 'Airdrop', '', 'Stay active, every week', 'weekly', 'yes', DEADLINE, 'gm'],
    ]);
    // Ticked last week only: not done this week.
    const last = entryOf(rowOf({ steps: [lastWeek] }), zephyr);
    expect(readBack(trackerCsv([last], new Map(), NOW)).map((line) => line[5])).toEqual([
      'done this period',
      'no',
      'no',
    ]);
  });

  it("follows the visitor's own repeat over the record's", () => {
    const daily = tickKey('zeph-1', 'daily', NOW);
    const entry = entryOf(rowOf({ steps: [daily], repeats: { 'zeph-1': 'daily' } }), zephyr);
    expect(readBack(trackerCsv([entry], new Map(), NOW))[1]?.slice(3, 6)).toEqual([
      'Follow Zephyr Network on X',
      'daily',
      'yes',
    ]);
  });

  it('lists each wallet with ticks by its label, after the no-wallet column while that holds any', () => {
    const wallets = new Map([
      ['w-main', 'Main, "hot"'],
      ['w-idle', 'Idle'],
      ['w-cold', 'Cold'],
    ]);
    const both = entryOf(
      rowOf({
        steps: ['zeph-1'],
        walletSteps: { 'w-main': [thisWeek], 'w-cold': ['zeph-1', lastWeek] },
      }),
      zephyr,
    );
    const lines = readBack(trackerCsv([both], wallets, NOW)).slice(1);
    expect(lines.map((line) => [line[2], line[3], line[5]])).toEqual([
      ['', 'Follow Zephyr Network on X', 'yes'],
      ['', 'Stay active, every week', 'no'],
      ['Main, "hot"', 'Follow Zephyr Network on X', 'no'],
      ['Main, "hot"', 'Stay active, every week', 'yes'],
      ['Cold', 'Follow Zephyr Network on X', 'yes'],
      ['Cold', 'Stay active, every week', 'no'],
    ]);
    // Only wallets ticked, and no no-wallet column; a wallet no longer listed is left out.
    const walletsOnly = entryOf(
      rowOf({ walletSteps: { 'w-cold': ['zeph-1'], 'w-gone': ['zeph-1'] } }),
      zephyr,
    );
    expect(
      readBack(trackerCsv([walletsOnly], wallets, NOW))
        .slice(1)
        .map((l) => l[2]),
    ).toEqual(['Cold', 'Cold']);
    expect(trackerCsv([both], wallets, NOW)).toContain(',"Main, ""hot""",');
  });

  it('keeps a note with quotes, commas and line breaks whole, and one that starts with = plain text', () => {
    const note = 'Bridged 0.05, "maybe" more\nnext: swap\r\nthird line';
    const formula = '=HYPERLINK("https://evil.example","claim")';
    const lines = readBack(
      trackerCsv(
        [
          entryOf(rowOf({ note }), zephyr),
          entryOf(rowOf({ itemId: 'sig', collection: 'signals', note: formula }), makeSignal()),
        ],
        new Map(),
        NOW,
      ),
    );
    expect(lines[1]?.[7]).toBe(note);
    expect(lines.at(-1)?.[7]).toBe(`'${formula}`);
  });

  it('gives an item without steps one line with an empty step, and one no longer listed its last name', () => {
    const signal = makeSignal({ id: 'sig', name: 'Bitcoin', symbol: 'BTC' });
    const lines = readBack(
      trackerCsv(
        [
          entryOf(rowOf({ collection: 'signals', itemId: 'sig' }), signal),
          entryOf(rowOf({ itemId: 'gone', name: 'Gone drop', steps: ['zeph-1'] }), null),
        ],
        new Map(),
        NOW,
      ),
    );
    expect(lines.slice(1)).toEqual([
      ['Bitcoin (BTC)', 'Signal', '', '', '', '', '', ''],
      ['Gone drop', 'Airdrop', '', '', '', '', '', ''],
    ]);
  });

  it('leaves out an item unwatched on the screen, and is the header alone with nothing watched', () => {
    const unwatched = entryOf(rowOf({ watched: false }), zephyr);
    expect(readBack(trackerCsv([unwatched], new Map(), NOW))).toEqual([[...TRACKER_CSV_HEADER]]);
  });

  it("is named by the visitor's day", () => {
    const lateEvening = new Date('2026-11-26T03:00:00Z');
    expect(inTimeZone('America/Los_Angeles', () => trackerCsvFileName(lateEvening))).toBe(
      'alphascout-tracker-2026-11-25.csv',
    );
    expect(inTimeZone('Pacific/Kiritimati', () => trackerCsvFileName(lateEvening))).toBe(
      'alphascout-tracker-2026-11-26.csv',
    );
  });
});
