/**
 * Plain words for a write the browser's storage refused, shared by every screen that writes:
 * read-only mode, a database upgraded in another tab, or a full disk. Null for other errors.
 */
import { getDataStatus, STORAGE_UNAVAILABLE, UPGRADED_ELSEWHERE } from '../connection/data-status';
import { isQuotaError } from './quota-error';

export const NO_SPACE = 'There is not enough storage space on this device to save this.';

export function storageErrorMessage(error: unknown): string | null {
  const status = getDataStatus();
  if (status === 'unavailable') return STORAGE_UNAVAILABLE;
  if (status === 'upgraded-elsewhere') return UPGRADED_ELSEWHERE;
  return isQuotaError(error) ? NO_SPACE : null;
}
