import { localDay } from './format';

/** Export file naming of spec §9 / PRODUCT.md: `alphascout-data-backup-YYYY-MM-DD.json` (local date). */
export function backupFileName(date: Date): string {
  return `alphascout-data-backup-${localDay(date)}.json`;
}
