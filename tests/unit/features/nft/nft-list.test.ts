import { describe, expect, it } from 'vitest';

import { areaQueryFor } from '../../../../src/features/kit/area';
import { nftList } from '../../../../src/features/nft/nft-list';

describe('NFT list query', () => {
  it('treats "all" as no filter, and the sort picks the index and direction', () => {
    expect(areaQueryFor(nftList, '?category=Art&sort=latest', '2026-11-21T10:00:00.000Z')).toEqual({
      collection: 'nftProjects',
      sortBy: 'mintDate',
      direction: 'desc',
      equals: { status: undefined, category: 'Art' },
      pageSize: 24,
    });
  });

  it('falls back to the defaults for values the URL cannot hold', () => {
    expect(
      areaQueryFor(nftList, '?category=Nope&sort=sideways', '2026-11-21T10:00:00.000Z'),
    ).toMatchObject({
      sortBy: 'mintDate',
      direction: 'asc',
      equals: { status: undefined, category: undefined },
    });
  });
});
