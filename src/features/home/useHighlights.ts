import { appDb } from '../../db/app-db';
import { readHighlights } from '../../db/queries';
import { useLiveRead } from '../kit/useLiveRead';

/** Live highlights for the home page; undefined while the first read runs. */
export function useHighlights() {
  return useLiveRead(() => readHighlights(appDb, new Date()), []);
}
