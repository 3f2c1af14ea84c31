/** Export file naming of spec §9 / PRODUCT.md: `alphascout-data-backup-YYYY-MM-DD.json` (local date). */
export function backupFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `alphascout-data-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}
