/**
 * What an envelope rewrite costs the main thread: encoding and decoding a collection at the
 * envelope budget's record ceiling. The rewrite runs in idle time, one collection per task, so
 * each figure here is one task's length.
 */
import { bench, describe } from 'vitest';

import { ENVELOPE_MAX_RECORDS, envelopeJson } from '../src/db/envelope/codec';
import { decodeEnvelope } from '../src/db/envelope/read';
import { obfuscate } from '../src/lib/obfuscate';
import type { Signal } from '../src/schemas/signal';

/** An envelope as the app encodes one (codec.ts), without the budget check. */
function encodeEnvelope(records: readonly unknown[], now: Date): string {
  return obfuscate(envelopeJson(records, now));
}

function makeSignals(count: number): Signal[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `sig-${i}`,
    type: i % 3 === 0 ? 'NFT' : 'CRYPTO',
    name: `Token ${i} 🚀`,
    symbol: `T${i}`,
    action: i % 2 ? 'BUY' : 'SELL',
    score: i % 101,
    reason:
      'Momentum is building after a breakout above the 200-day moving average on rising volume.',
    indicators: [
      { name: 'RSI', value: '61', sentiment: 'bullish' },
      { name: 'MACD', value: 'crossover', sentiment: 'neutral' },
    ],
    timestamp: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
    imageUrl: '/images/tokens/btc.svg',
    price: '$1.23',
    entryPrice: '$1.20',
    targetPrice: '$1.60',
    stopLoss: '$1.05',
    change24h: 3.4,
    volume24h: '$12.4M',
    status: 'Active',
    platform: 'Binance',
  }));
}

const records = makeSignals(ENVELOPE_MAX_RECORDS);
const encoded = encodeEnvelope(records, new Date());

describe(`envelope of ${ENVELOPE_MAX_RECORDS} signals (${(encoded.length / 1024).toFixed(0)} KiB encoded)`, () => {
  bench('encode (JSON + XOR + base64)', () => {
    encodeEnvelope(records, new Date());
  });
  bench('decode and validate every record', () => {
    decodeEnvelope('signals', encoded);
  });
});
