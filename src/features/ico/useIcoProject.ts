import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../db/app-db';
import { recordByRouteKey } from '../../db/queries';
import type { IcoProject } from '../../schemas/ico-project';

/** undefined while loading, null when there is no project with this id. */
export function useIcoProject(id: string): IcoProject | null | undefined {
  return useLiveQuery(async () => (await recordByRouteKey(appDb, 'icoProjects', id)) ?? null, [id]);
}
