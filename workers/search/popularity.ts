/**
 * The popularity prior of the ranking (docs/search.md, "Ties"): what people mean by "the big
 * one" among matches of the same quality. A signal's market cap, then its 24h volume; an
 * airdrop's, testnet's or giveaway's participants; nothing for the other collections.
 * Kept as one 16-bit rank a document (2 bytes a record): the main figure's order of magnitude
 * in the high byte, the second figure's in the low byte, so one integer comparison orders by the
 * first figure and then the second. Sixteen steps a power of ten (about 15 % apart) tell a coin
 * of $2B from one of $3B and ignore what the figures' rounding hides anyway.
 */

/** Steps per power of ten. */
const STEPS_PER_DECADE = 16;

const SCALES: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 };

/**
 * The amount a figure such as "$12.5B", "$900M", "1,234,567" or "$1.2 T" states; 0 when it
 * states none ("—", "n/a", empty).
 */
export function amountOf(figure: string | number | undefined): number {
  if (typeof figure === 'number') return Number.isFinite(figure) && figure > 0 ? figure : 0;
  const match = /(\d[\d,]*(?:\.\d+)?)\s*([kmbt])?/i.exec(figure ?? '');
  if (!match) return 0;
  const value = Number((match[1] ?? '').replace(/,/g, ''));
  return Number.isFinite(value) ? value * (SCALES[(match[2] ?? '').toLowerCase()] ?? 1) : 0;
}

/** An amount's step on the log scale: 0 for none, 1 for up to 1, up to 255. */
function step(amount: number): number {
  if (!(amount > 0)) return 0;
  return Math.min(255, Math.max(1, 1 + Math.round(Math.log10(amount) * STEPS_PER_DECADE)));
}

/** The rank of a document with `main` as its popularity, `second` breaking ties: 0 to 65,535. */
export function popularityRank(main: number, second = 0): number {
  return (step(main) << 8) | step(second);
}
