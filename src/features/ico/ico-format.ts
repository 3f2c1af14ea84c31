/** Numbers on ICO pages. Pure; locale defaults to the visitor's. */
import { formatMoney, isTiny } from '../../lib/format';

/** "ZEPH" from "Zephyr Network (ZEPH)"; "tokens" when the name carries no ticker. */
export function tokenSymbol(name: string): string {
  return /\(([A-Z0-9$]{2,10})\)\s*$/.exec(name)?.[1] ?? 'tokens';
}

/**
 * A token price in dollars without rounding small prices to zero: "$0.045", and under a cent (a
 * meme coin's "$0.00000012") its first three significant digits, as lib/format writes money.
 */
export function formatTokenPrice(price: number, locale?: string): string {
  if (!Number.isFinite(price)) return '—';
  if (isTiny(price)) return formatMoney(price, { locale });
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: price < 1 ? 6 : 2,
  }).format(price);
}

/**
 * How much of the hard cap is raised, in whole percent rounded down, so that 100 means the cap is
 * reached; a sale raised past its cap says so ("130%"). The bar itself stops at full.
 */
export function raisedShare(raised: number, hardCap: number): number {
  if (!(hardCap > 0)) return 0;
  // The small addend keeps a share like 0.29 × 100 (28.999…) from losing a point to floating point.
  return Math.max(0, Math.floor((raised * 100) / hardCap + 1e-9));
}
