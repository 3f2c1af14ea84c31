/**
 * How the visitor's own rows merge (docs/data.md, "Tracker rows"), pure: row by row, the newer
 * `updatedAt` wins. A tombstone is a row like any other, so a newer one removes and an older
 * one cannot bring back.
 */

interface Dated {
  updatedAt: string;
}

export function isNewer(candidate: Dated, than: Dated): boolean {
  return Date.parse(candidate.updatedAt) > Date.parse(than.updatedAt);
}

/**
 * The rows to write when `incoming` meets `existing`: each incoming row whose key is new, or whose
 * `updatedAt` is strictly newer than the stored one. Ties keep what is stored; among incoming
 * duplicates the newest counts.
 */
export function newerRows<Row extends Dated>(
  existing: readonly Row[],
  incoming: readonly Row[],
  keyOf: (row: Row) => unknown[],
): Row[] {
  const stored = new Map(existing.map((row) => [JSON.stringify(keyOf(row)), row]));
  const winners = new Map<string, Row>();
  for (const row of incoming) {
    const key = JSON.stringify(keyOf(row));
    const best = winners.get(key) ?? stored.get(key);
    if (best === undefined || isNewer(row, best)) winners.set(key, row);
  }
  return [...winners.values()];
}
