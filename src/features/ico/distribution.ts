/** The token distribution as ordered, labelled slices for the chart and its legend. Pure. */
import type { TokenDistribution } from '../../schemas/ico-project';

export interface Slice {
  key: keyof TokenDistribution;
  label: string;
  percent: number;
  /** Hex colour: SVG strokes need a value, not a class. Order keeps neighbours distinct. */
  color: string;
}

const SLICES: readonly Omit<Slice, 'percent'>[] = [
  { key: 'publicSale', label: 'Public sale', color: '#22d3ee' },
  { key: 'team', label: 'Team', color: '#8b5cf6' },
  { key: 'marketing', label: 'Marketing', color: '#f59e0b' },
  { key: 'ecosystem', label: 'Ecosystem', color: '#22c55e' },
  { key: 'reserve', label: 'Reserve', color: '#fb7185' },
];

export function distributionSlices(distribution: TokenDistribution): Slice[] {
  return SLICES.map((slice) => ({ ...slice, percent: distribution[slice.key] }));
}

/** Where each slice starts and how long it is on a circle of circumference `length`. */
export function arcs(
  slices: readonly Slice[],
  length: number,
): { slice: Slice; dash: number; offset: number }[] {
  const total = slices.reduce((sum, slice) => sum + Math.max(slice.percent, 0), 0) || 1;
  let start = 0;
  return slices.map((slice) => {
    const dash = (Math.max(slice.percent, 0) / total) * length;
    const arc = { slice, dash, offset: -start };
    start += dash;
    return arc;
  });
}

/** The share of a total supply as a token count, e.g. 30 % of 1,000,000,000. */
export function tokensFor(percent: number, totalSupply: number): number {
  return Math.round((percent / 100) * totalSupply);
}
