import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { recordByRouteKey } from '../../db/queries';
import type { NftProject } from '../../schemas/nft-project';

/** undefined while loading, null when there is no project with this id. */
export function useNftProject(id: string): NftProject | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'nftProjects', id)) ?? null, [id]);
}
