// @vitest-environment happy-dom
/**
 * Sign-in and sign-up look the account up by email, a data operation the rate limiter counts
 * (docs/security.md, "Rate limit"): the 61st lookup within a minute is refused with the spec's text.
 * The account operations and start-up are stubbed: a real sign-in spends a 600,000-round hash.
 */
import { describe, expect, it, vi } from 'vitest';

import { AccountError } from '../../../../src/db/accounts/accounts';
import {
  signInWithPassword,
  signUpWithPassword,
} from '../../../../src/features/auth/account-actions';
import { loginErrorMessage } from '../../../../src/features/auth/login-errors';
import { RateLimitError } from '../../../../src/lib/rate-limit';

vi.mock('../../../../src/db/accounts/accounts', async (original) => {
  const actual = await original<{ AccountError: typeof AccountError }>();
  return {
    ...actual,
    signIn: vi.fn(() => Promise.reject(new actual.AccountError('invalid-credentials'))),
    signUp: vi.fn(() => Promise.reject(new actual.AccountError('email-taken'))),
  };
});

vi.mock('../../../../src/db/connection/app-db', async (original) => ({
  ...(await original<object>()),
  whenDataReady: () => Promise.resolve(),
}));

describe('account lookups and the rate limiter', () => {
  // The window's reopening is the limiter's own (tests/unit/lib/rate-limit.test.ts).
  it('refuses the 61st sign-in or sign-up within a minute with the spec text', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await expect(signInWithPassword('someone@example.org', 'guess')).rejects.toBeInstanceOf(
        AccountError,
      );
      await expect(
        signUpWithPassword('someone@example.org', 'someone', 'long-enough'),
      ).rejects.toBeInstanceOf(AccountError);
    }
    const refusal = await signInWithPassword('someone@example.org', 'guess').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RateLimitError);
    expect(loginErrorMessage(refusal)).toBe('Rate limit exceeded. Please try again later.');
    await expect(
      signUpWithPassword('someone@example.org', 'someone', 'long-enough'),
    ).rejects.toBeInstanceOf(RateLimitError);
  });
});
