/**
 * Holds the next import at a phase until it is cancelled (workers/backup/test-hold.ts), so that a
 * test's cancel, closed popup or closed tab lands mid-phase with a file of a few records, on any
 * machine. Call it once the app has started (it starts its worker soon after the first screen),
 * before choosing the file.
 */
import { expect, type Page } from '@playwright/test';

import { appWorker } from './app-worker';

type Phase = 'checking' | 'writing';
interface HoldScope {
  alphascoutTestHold?: { phase: Phase; held?: boolean };
}

export async function holdImportAt(
  page: Page,
  phase: Phase,
): Promise<{ held: () => Promise<void> }> {
  const worker = await appWorker(page);
  await worker.evaluate((phase) => {
    (self as HoldScope).alphascoutTestHold = { phase };
  }, phase);
  return {
    /** Resolves once the import waits at the phase. */
    held: () =>
      expect
        .poll(() => worker.evaluate(() => (self as HoldScope).alphascoutTestHold?.held === true))
        .toBe(true),
  };
}
