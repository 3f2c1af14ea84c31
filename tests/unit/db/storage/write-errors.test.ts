import { afterEach, describe, expect, it } from 'vitest';

import {
  setDataStatus,
  STORAGE_UNAVAILABLE,
  UPGRADED_ELSEWHERE,
} from '../../../../src/db/connection/data-status';
import { NO_SPACE, storageErrorMessage } from '../../../../src/db/storage/write-errors';

afterEach(() => setDataStatus('ready'));

describe('storage error messages', () => {
  it('names a full disk in plain words, wrapped or not', () => {
    const quota = new DOMException('quota', 'QuotaExceededError');
    expect(storageErrorMessage(quota)).toBe(NO_SPACE);
    expect(storageErrorMessage({ name: 'AbortError', inner: quota })).toBe(NO_SPACE);
  });

  it('explains read-only mode and an upgrade in another tab whatever the error', () => {
    setDataStatus('unavailable');
    expect(storageErrorMessage(new Error('ReadOnlyError'))).toBe(STORAGE_UNAVAILABLE);
    setDataStatus('upgraded-elsewhere');
    expect(storageErrorMessage(null)).toBe(UPGRADED_ELSEWHERE);
  });

  it('leaves other errors to the screen', () => {
    expect(storageErrorMessage(new Error('boom'))).toBeNull();
  });
});
