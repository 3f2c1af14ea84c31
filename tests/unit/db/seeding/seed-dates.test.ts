/**
 * Seed dates stay current (docs/product.md, "Seed data"): deadlines and start dates move by whole days
 * from the seeds' reference day to today, keeping their time of day; published dates stay; and a
 * fresh install long after the reference day still has live items whose statuses agree with their dates.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { seedData } from '../../../../seeds';
import type { SeedData } from '../../../../src/db/seeding/fill-empty';
import {
  daysSince,
  SEED_REFERENCE_DAY,
  shiftIsoDate,
  shiftSeedDates,
} from '../../../../src/db/seeding/seed-dates';
import { collectionSchemas } from '../../../../src/schemas/collection-schemas';
import { COLLECTION_NAMES } from '../../../../src/schemas/registry';

const DAY = 86_400_000;
const REFERENCE = Date.parse(`${SEED_REFERENCE_DAY}T00:00:00Z`);
const at = (days: number, time = '15:45:00') =>
  new Date(REFERENCE + days * DAY + Date.parse(`1970-01-01T${time}Z`));
const timeOfDay = (iso: string) => new Date(iso).toISOString().slice(11);

/** Where a record's status says where its date stands against `now`, the two agree. */
function statusProblems(seeds: SeedData, now: Date): string[] {
  const iso = now.toISOString();
  const week = new Date(now.getTime() + 7 * DAY).toISOString();
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  for (const g of seeds.giveaways)
    check(
      (g.status === 'active') === g.endDate > iso,
      `giveaway ${g.id} is ${g.status} but ends ${g.endDate}`,
    );
  for (const w of seeds.whitelists) {
    if (w.status === 'Filled')
      check(w.endDate < iso, `whitelist ${w.id} is Filled but ends ${w.endDate}`);
    if (w.status === 'Closing Soon')
      check(
        w.endDate > iso && w.endDate <= week,
        `whitelist ${w.id} is Closing Soon but ends ${w.endDate}`,
      );
    if (w.status === 'Open')
      check(w.endDate > week, `whitelist ${w.id} is Open but ends ${w.endDate}`);
  }
  for (const t of seeds.testnets)
    check(t.endDate > iso, `testnet ${t.id} is ${t.status} but ended ${t.endDate}`);
  for (const p of seeds.icoProjects)
    check(
      (p.status === 'upcoming') === p.saleDate > iso,
      `ICO ${p.id} is ${p.status} but its sale starts ${p.saleDate}`,
    );
  for (const p of seeds.nftProjects)
    if (p.status === 'upcoming')
      check(p.mintDate > iso, `NFT ${p.id} is upcoming but minted ${p.mintDate}`);
  return problems;
}

function liveCounts(seeds: SeedData, now: Date) {
  const iso = now.toISOString();
  return {
    airdrops: seeds.airdrops.filter((a) => a.endDate >= iso).length,
    testnets: seeds.testnets.filter((t) => t.endDate >= iso).length,
    whitelists: seeds.whitelists.filter((w) => w.status !== 'Filled' && w.endDate >= iso).length,
    giveaways: seeds.giveaways.filter((g) => g.status === 'active' && g.endDate >= iso).length,
    upcomingSales: seeds.icoProjects.filter((p) => p.saleDate >= iso).length,
  };
}

describe('daysSince', () => {
  it('counts whole UTC days from the reference day, whatever the time of day', () => {
    expect(daysSince('2026-11-21', new Date('2026-11-21T00:00:00Z'))).toBe(0);
    expect(daysSince('2026-11-21', new Date('2026-11-21T23:59:59.999Z'))).toBe(0);
    expect(daysSince('2026-11-21', new Date('2026-11-22T00:00:00Z'))).toBe(1);
    expect(daysSince('2026-11-21', new Date('2027-12-26T08:00:00Z'))).toBe(400);
    expect(daysSince('2026-11-21', new Date('2026-11-20T23:59:59Z'))).toBe(-1);
  });

  it('refuses a reference day or a today that is not a date', () => {
    expect(() => daysSince('21/11/2026', new Date())).toThrow(RangeError);
    expect(() => daysSince('2026-11-21', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('shiftIsoDate', () => {
  it('moves a date by whole days, keeping its time of day and its form', () => {
    expect(shiftIsoDate('2027-02-28T23:59:59Z', 1)).toBe('2027-03-01T23:59:59Z');
    expect(shiftIsoDate('2028-02-28T18:00:00Z', 1)).toBe('2028-02-29T18:00:00Z');
    expect(shiftIsoDate('2026-12-05T18:00:00.250Z', 400)).toBe('2028-01-09T18:00:00.250Z');
    expect(shiftIsoDate('2025-06-30', 2)).toBe('2025-07-02');
    expect(shiftIsoDate('2026-11-10T14:00:00Z', -10)).toBe('2026-10-31T14:00:00Z');
  });

  it('leaves a value that is not a date as it is, and a shift of no days', () => {
    expect(shiftIsoDate('soon', 5)).toBe('soon');
    expect(shiftIsoDate('2026-11-10T14:00:00+02:00', 0)).toBe('2026-11-10T14:00:00+02:00');
  });
});

describe('shiftSeedDates', () => {
  const later = at(400);
  const shifted = shiftSeedDates(seedData, SEED_REFERENCE_DAY, later);

  it('moves every deadline and start date by the same whole days, keeping the time of day', () => {
    const pairs: [string, string][] = [
      ...seedData.airdrops.map((r, i): [string, string] => [
        r.endDate,
        shifted.airdrops[i]?.endDate ?? '',
      ]),
      ...seedData.giveaways.map((r, i): [string, string] => [
        r.endDate,
        shifted.giveaways[i]?.endDate ?? '',
      ]),
      ...seedData.whitelists.map((r, i): [string, string] => [
        r.endDate,
        shifted.whitelists[i]?.endDate ?? '',
      ]),
      ...seedData.testnets.map((r, i): [string, string] => [
        r.endDate,
        shifted.testnets[i]?.endDate ?? '',
      ]),
      ...seedData.icoProjects.map((r, i): [string, string] => [
        r.saleDate,
        shifted.icoProjects[i]?.saleDate ?? '',
      ]),
      ...seedData.nftProjects.map((r, i): [string, string] => [
        r.mintDate,
        shifted.nftProjects[i]?.mintDate ?? '',
      ]),
    ];
    expect(pairs).toHaveLength(48);
    for (const [before, after] of pairs) {
      expect(Date.parse(after) - Date.parse(before), `${before} → ${after}`).toBe(400 * DAY);
      expect(timeOfDay(after)).toBe(timeOfDay(before));
    }
  });

  it('changes nothing else: published dates, statuses and every other field stay as written', () => {
    for (const name of ['users', 'signals', 'links', 'news', 'academy', 'blogPosts'] as const)
      expect(shifted[name], name).toEqual(seedData[name]);
    const withoutDate = <T extends object>(records: readonly T[], field: keyof T) =>
      records.map((record) => ({ ...record, [field]: null }));
    expect(withoutDate(shifted.giveaways, 'endDate')).toEqual(
      withoutDate(seedData.giveaways, 'endDate'),
    );
    expect(withoutDate(shifted.icoProjects, 'saleDate')).toEqual(
      withoutDate(seedData.icoProjects, 'saleDate'),
    );
    expect(withoutDate(shifted.nftProjects, 'mintDate')).toEqual(
      withoutDate(seedData.nftProjects, 'mintDate'),
    );
  });

  it('does not change the seeds it is given, and gives them back as they are on the reference day', () => {
    const copy = structuredClone(seedData);
    shiftSeedDates(seedData, SEED_REFERENCE_DAY, later);
    expect(seedData).toEqual(copy);
    expect(shiftSeedDates(seedData, SEED_REFERENCE_DAY, at(0, '23:59:59'))).toBe(seedData);
  });

  it('keeps every shifted record valid against its collection schema', () => {
    for (const name of COLLECTION_NAMES) {
      const schema = collectionSchemas[name] as v.GenericSchema;
      for (const record of shifted[name])
        expect(
          v.safeParse(schema, record).success,
          `${name} ${JSON.stringify(record).slice(0, 60)}`,
        ).toBe(true);
    }
  });

  it('seeds written for the reference day, opened 400 days later, still have live items whose statuses agree with their dates', () => {
    expect(liveCounts(seedData, later)).toEqual({
      airdrops: 0,
      testnets: 0,
      whitelists: 0,
      giveaways: 0,
      upcomingSales: 0,
    });
    expect(liveCounts(shifted, later)).toEqual(liveCounts(seedData, at(0)));
    expect(liveCounts(shifted, later)).toEqual({
      airdrops: 7,
      testnets: 8,
      whitelists: 6,
      giveaways: 5,
      upcomingSales: 4,
    });
    expect(statusProblems(seedData, at(0))).toEqual([]);
    expect(statusProblems(shifted, later)).toEqual([]);
  });

  it('opened on any day at any time, the statuses agree with the dates (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20_000, max: 30_000 }),
        fc.integer({ min: 0, max: DAY - 1 }),
        (days, ms) => {
          const now = new Date(REFERENCE + days * DAY + ms);
          const opened = shiftSeedDates(seedData, SEED_REFERENCE_DAY, now);
          expect(statusProblems(opened, now)).toEqual([]);
          expect(liveCounts(opened, now).airdrops).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200, seed: 20261121 },
    );
  });
});
