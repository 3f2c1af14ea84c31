import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import type { NftProject } from '../../schemas/nft-project';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { nftListQuery, type NftQueryValues } from './nft-query';

const PAGE = 24;

export function useNftList(values: NftQueryValues): PagedList<NftProject> {
  const key = `nft:${values.status}:${values.category}:${values.sort}`;
  return usePagedList(key, (limit) => readListWindow(appDb, nftListQuery(values, PAGE), limit), PAGE);
}
