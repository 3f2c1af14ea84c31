/**
 * Seed dates stay current (docs/product.md, "Seed data"): the seeds' deadlines and start dates are
 * written as seen on a reference day and moved, when the seeds are first written, by the whole
 * days between that day and today, so a fresh install in any year has live airdrops, testnets,
 * whitelists and giveaways and upcoming sales. Every date moves by the same number of days, so each
 * record stays where it was against "today": a giveaway written as 'active' still ends ahead, an ICO
 * written as 'live' has still started, a whitelist 'Closing Soon' still closes within days.
 * Published dates (signals, news, blog posts, accounts) are history and stay as written.
 */
import type { SeedData } from './fill-empty';

/** The day the seed data in seeds/ was written for ("today is 2026-11-21" in the seeds' comments). */
export const SEED_REFERENCE_DAY = '2026-11-21';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole UTC days from `referenceDay` (YYYY-MM-DD) to the UTC day of `today`; negative if today is earlier. */
export function daysSince(referenceDay: string, today: Date): number {
  const reference = Date.parse(`${referenceDay}T00:00:00Z`);
  if (!DATE_ONLY.test(referenceDay) || Number.isNaN(reference))
    throw new RangeError(`A reference day must be YYYY-MM-DD, not "${referenceDay}"`);
  if (Number.isNaN(today.getTime())) throw new RangeError('Today must be a valid date');
  return Math.floor(today.getTime() / DAY_MS) - reference / DAY_MS;
}

/**
 * An ISO date moved by whole days, keeping its time of day and its form (a date alone stays a date,
 * no fraction of a second is added). A value that is not a date is returned as it is.
 */
export function shiftIsoDate(value: string, days: number): string {
  const time = Date.parse(value);
  if (Number.isNaN(time) || days === 0) return value;
  const moved = new Date(time + days * DAY_MS).toISOString();
  if (DATE_ONLY.test(value)) return moved.slice(0, 10);
  return /\.\d+/.test(value) ? moved : moved.replace(/\.\d{3}Z$/, 'Z');
}

function shiftField<T>(records: readonly T[], field: keyof T, days: number): T[] {
  return records.map((record) => {
    const value = record[field];
    return typeof value === 'string' ? { ...record, [field]: shiftIsoDate(value, days) } : record;
  });
}

/** The seed data with every deadline and start date moved from `referenceDay` to `today` (whole days). */
export function shiftSeedDates(seeds: SeedData, referenceDay: string, today: Date): SeedData {
  const days = daysSince(referenceDay, today);
  if (days === 0) return seeds;
  return {
    ...seeds,
    airdrops: shiftField(seeds.airdrops, 'endDate', days),
    giveaways: shiftField(seeds.giveaways, 'endDate', days),
    whitelists: shiftField(seeds.whitelists, 'endDate', days),
    testnets: shiftField(seeds.testnets, 'endDate', days),
    icoProjects: shiftField(seeds.icoProjects, 'saleDate', days),
    nftProjects: shiftField(seeds.nftProjects, 'mintDate', days),
  };
}
