/**
 * A hold on a running import, for end-to-end tests only. A test of a cancel, a closed popup or a
 * closed tab needs the import still under way in a given phase when it acts; without a hold, only
 * a file of tens of thousands of records made a phase last long enough on every machine.
 *
 * Inert unless a test sets it: nothing in the app writes `alphascoutTestHold`, so for a visitor
 * {@link testHold} answers undefined and the import runs exactly as without it. A test sets it in
 * the app worker's global scope before choosing the file (Playwright: `worker.evaluate` on the
 * page's worker; tests/e2e/support/backup-hold.ts), which needs no eval and no other origin:
 *
 *     self.alphascoutTestHold = { phase: 'checking' } // or 'writing'
 *
 * - `checking`: the import stops after its first progress report of the check ("Checking the
 *   file"), before reading any of the file.
 * - `writing`: the write stops issuing puts once a batch of them has succeeded inside its
 *   transaction, and keeps that transaction alive with reads meanwhile, as it does while the
 *   file's reading is behind; it reports the records written so far ("Writing: 1,000 of …").
 *
 * Either way the import then waits for a cancel, which takes effect as it would mid-phase (a tab
 * closed meanwhile rolls the transaction back). `held` turns true once the import waits.
 */
export interface TestHold {
  phase: 'checking' | 'writing';
  held?: boolean;
}

/** The hold a test has set in this worker, read once per import; undefined for every visitor. */
export function testHold(): TestHold | undefined {
  const hold = (globalThis as { alphascoutTestHold?: Partial<TestHold> }).alphascoutTestHold;
  return hold?.phase === 'checking' || hold?.phase === 'writing' ? (hold as TestHold) : undefined;
}

/** Marks `hold` as holding, and resolves once `cancel` is aborted (at once without a signal). */
export function heldUntilCancelled(hold: TestHold, cancel: AbortSignal | undefined): Promise<void> {
  hold.held = true;
  return new Promise((resolve) => {
    if (!cancel || cancel.aborted) resolve();
    else cancel.addEventListener('abort', () => resolve(), { once: true });
  });
}
