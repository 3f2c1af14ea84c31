import { appDb } from '../../db/connection/app-db';
import { readHighlights } from '../../db/records/reads';
import { useLiveRead } from '../../hooks/useLiveRead';

/** Live highlights for the home page; undefined while the first read runs. */
export function useHighlights() {
  return useLiveRead(() => readHighlights(appDb, new Date()), []);
}
