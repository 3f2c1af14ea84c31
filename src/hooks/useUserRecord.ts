import { appDb } from '../db/connection/app-db';
import { getById } from '../db/records/reads';
import type { User } from '../schemas/user';
import { useLiveRead } from './useLiveRead';

/**
 * The stored account behind a session, live (an edit in the admin editor shows at once).
 * `undefined` while loading, `null` when there is none (the alpha user has no record).
 */
export function useUserRecord(id: string | null): User | null | undefined {
  return useLiveRead(
    async () => (id === null ? null : ((await getById(appDb, 'users', id)) ?? null)),
    [id],
  );
}
