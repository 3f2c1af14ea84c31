import { appDb } from '../db/connection/app-db';
import { rewritePositionKeys } from '../db/tracking/rows';
import { positionKeysOf } from './trackable';

/** Rewrites the tracker's ticks stored by position (see rewritePositionKeys). */
export function upgradeStepKeys(): Promise<number> {
  return rewritePositionKeys(appDb, positionKeysOf);
}
