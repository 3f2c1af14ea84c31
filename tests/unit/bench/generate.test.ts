import { describe, expect, it } from 'vitest';

import { type GeneratedCollection, generateRecords } from '../../../bench/data/generate';
import { validateCollection } from '../../../src/db/records/repository';
import { CONTENT_COLLECTIONS } from '../../../src/schemas/registry';

describe('generated records', () => {
  it.each(CONTENT_COLLECTIONS as readonly GeneratedCollection[])(
    'are valid %s with unique ids and slugs',
    (collection) => {
      const records = generateRecords(collection, 400, 7);
      expect(() => validateCollection(collection, records)).not.toThrow();
    },
  );

  it('are the same for the same seed and differ for another', () => {
    expect(generateRecords('signals', 50, 3)).toEqual(generateRecords('signals', 50, 3));
    expect(generateRecords('signals', 50, 3)).not.toEqual(generateRecords('signals', 50, 4));
  });

  it('keep NFT signals without a market cap', () => {
    const nft = generateRecords('signals', 200, 1).filter((signal) => signal.type === 'NFT');
    expect(nft.length).toBeGreaterThan(0);
    for (const signal of nft) expect('marketCap' in signal).toBe(false);
  });
});
