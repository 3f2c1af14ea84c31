/** Numbers on ICO pages. Pure; locale defaults to the visitor's. */

/** "ZEPH" from "Zephyr Network (ZEPH)"; "tokens" when the name carries no ticker. */
export function tokenSymbol(name: string): string {
  return /\(([A-Z0-9$]{2,10})\)\s*$/.exec(name)?.[1] ?? 'tokens';
}

/** A token price in dollars without rounding small prices to zero: "$0.045". */
export function formatTokenPrice(price: number, locale?: string): string {
  if (!Number.isFinite(price)) return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: price < 1 ? 6 : 2 }).format(price);
}

/** How much of the hard cap is raised, in whole percent, never above 100 for the bar. */
export function raisedShare(raised: number, hardCap: number): number {
  if (!(hardCap > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((raised / hardCap) * 100)));
}
