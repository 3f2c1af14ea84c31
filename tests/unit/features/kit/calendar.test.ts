import { describe, expect, it } from 'vitest';
import { deadlinesFileName } from '../../../../src/features/kit/calendar';
import { backupFileName } from '../../../../src/lib/backup-file';
import { inTimeZone } from '../../time-zone';

describe('the names of downloaded files', () => {
  // 03:00 UTC on the 26th is still the 25th in California and already the 26th in Kiribati.
  const lateEvening = new Date('2026-11-26T03:00:00Z');

  it('name the deadlines file by the visitor\'s day, as the backup file is', () => {
    expect(inTimeZone('America/Los_Angeles', () => [deadlinesFileName(lateEvening), backupFileName(lateEvening)])).toEqual(['alphascout-deadlines-2026-11-25.ics', 'alphascout-data-backup-2026-11-25.json']);
    expect(inTimeZone('Pacific/Kiritimati', () => deadlinesFileName(lateEvening))).toBe('alphascout-deadlines-2026-11-26.ics');
  });
});
