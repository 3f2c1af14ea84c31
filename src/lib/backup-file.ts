import { localDay } from './format';

/** Export file naming (docs/product.md, "Constants"): `alphascout-data-backup-YYYY-MM-DD.json` (local date). */
export function backupFileName(date: Date): string {
  return `alphascout-data-backup-${localDay(date)}.json`;
}
