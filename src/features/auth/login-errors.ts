/**
 * Maps whatever a sign-in or sign-up threw to its text in docs/product.md, "Messages". Pure, so
 * every branch is unit-tested.
 */
import { AccountError } from '../../db/accounts/accounts';
import { storageErrorMessage } from '../../db/storage/write-errors';
import { RateLimitError } from '../../lib/rate-limit';

export const LOGIN_MESSAGES = {
  badCredentials: 'Invalid email or password. Please check your credentials and try again.',
  network: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

/**
 * Network-type failures in a local-first app: a lazily loaded chunk (the seeds, a screen) that
 * could not be fetched, or anything the platform itself labels a network error.
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'NetworkError') return true;
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|network request failed|load failed|dynamically imported module|importing a module script failed/i.test(
      error.message,
    )
  );
}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof AccountError) {
    // Sign-up's own texts and the secure-context refusal are shown as they are.
    return error.code === 'invalid-credentials' ? LOGIN_MESSAGES.badCredentials : error.message;
  }
  if (error instanceof RateLimitError) return error.message;
  if (isNetworkError(error)) return LOGIN_MESSAGES.network;
  return storageErrorMessage(error) ?? LOGIN_MESSAGES.unexpected;
}

/** Sign-up's refusal of an address already taken, said under the Email field; null for any other failure. */
export function emailTakenMessage(error: unknown): string | null {
  return error instanceof AccountError && error.code === 'email-taken' ? error.message : null;
}
