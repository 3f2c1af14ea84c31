import { describe, expect, it } from 'vitest';
import { nftListQuery } from '../../../../src/features/nft/nft-query';

describe('NFT list query', () => {
  it('treats "all" as no filter, and the sort picks the index and direction', () => {
    expect(nftListQuery({ status: 'all', category: 'Art', sort: 'latest' }, 24)).toEqual({
      collection: 'nftProjects',
      sortBy: 'mintDate',
      direction: 'desc',
      equals: { status: undefined, category: 'Art' },
      pageSize: 24,
    });
  });
});
