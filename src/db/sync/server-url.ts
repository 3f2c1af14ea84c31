/**
 * The sync server this build talks to (`ALPHASCOUT_SYNC_URL` at build time, docs/sync.md), or ''
 * for a build without sync. Vite writes it in as a literal (vite.config.ts, `define`), so a
 * build without sync folds every test of it away and leaves the sync modules out; Node scripts
 * (tsx), which import the data layer without Vite, see no such name and get ''.
 */
declare const __ALPHASCOUT_SYNC_URL__: string | undefined;

export const SYNC_SERVER_URL: string =
  typeof __ALPHASCOUT_SYNC_URL__ === 'string' ? __ALPHASCOUT_SYNC_URL__ : '';
