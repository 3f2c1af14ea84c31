/**
 * Reads price texts such as "$64,250.00" or "11.8 ETH" as numbers, so that the detail page can
 * say how far the target and the stop loss are from the entry. Prices are stored as text;
 * anything that is not a plain number gives null and the page simply omits the %.
 */
export function priceNumber(text: string): number | null {
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** Percent change from `from` to `to`, or null when either is unreadable or `from` is zero. */
export function percentFrom(from: string, to: string): number | null {
  const a = priceNumber(from);
  const b = priceNumber(to);
  if (a === null || b === null || a === 0) return null;
  return ((b - a) / a) * 100;
}
