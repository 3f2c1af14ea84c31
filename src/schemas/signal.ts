/** Trading signal: an AI-supported buy or sell call on a coin or an NFT collection. */
import * as v from 'valibot';

import { imageRef, isoDate, longText, requiredText, routeId, shortText } from './common';

export const SIGNAL_TYPES = ['CRYPTO', 'NFT'] as const;
export const SIGNAL_ACTIONS = ['BUY', 'SELL'] as const;
export const SIGNAL_STATUSES = ['Active', 'Inactive'] as const;
export const SENTIMENTS = ['bullish', 'bearish', 'neutral'] as const;

export const indicatorObject = v.object({
  name: requiredText,
  value: shortText,
  sentiment: v.picklist(SENTIMENTS, 'must be bullish, bearish or neutral'),
});

/**
 * Forms and older imports give indicators as text; records store objects. A plain string becomes
 * `{ name, value: '', sentiment: 'neutral' }` (docs/product.md, "Validation").
 */
export const indicator = v.pipe(
  v.unknown(),
  v.transform((value) =>
    typeof value === 'string' ? { name: value.trim(), value: '', sentiment: 'neutral' } : value,
  ),
  indicatorObject,
);

export const signalSchema = v.object({
  id: routeId,
  type: v.picklist(SIGNAL_TYPES, 'must be CRYPTO or NFT'),
  name: requiredText,
  symbol: requiredText,
  action: v.picklist(SIGNAL_ACTIONS, 'must be BUY or SELL'),
  score: v.pipe(
    v.number(),
    v.minValue(0, 'must be between 0 and 100'),
    v.maxValue(100, 'must be between 0 and 100'),
  ),
  reason: v.optional(longText),
  indicators: v.optional(v.pipe(v.array(indicator), v.maxLength(50)), []),
  timestamp: isoDate,
  imageUrl: v.optional(imageRef),
  price: requiredText,
  entryPrice: requiredText,
  targetPrice: requiredText,
  stopLoss: requiredText,
  change24h: v.pipe(v.number(), v.finite('must be a finite number')),
  volume24h: shortText,
  marketCap: v.optional(shortText),
  status: v.picklist(SIGNAL_STATUSES, 'must be Active or Inactive'),
  platform: shortText,
});

export type Signal = v.InferOutput<typeof signalSchema>;
export type Indicator = v.InferOutput<typeof indicatorObject>;
export type Sentiment = (typeof SENTIMENTS)[number];
