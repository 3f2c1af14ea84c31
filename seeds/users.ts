/**
 * Sample accounts. None of them uses an admin email, so none of them is an admin.
 *
 * Passwords are stored as PBKDF2 hash records, never as plain text:
 * `pbkdf2-sha256$600000$<salt base64>$<hash base64>` (16-byte random salt, 32-byte
 * PBKDF2-HMAC-SHA-256 of the UTF-8 password, 600000 iterations).
 *
 * Sign in locally with:
 * - satoshi@example.org / hodl-forever-21
 * - luna.trader@example.org / moon-or-bust-42
 * - dana.defi@example.net / yield-farmer-88
 */
import type { User } from '../src/schemas/user';

export const userSeeds: User[] = [
  {
    id: 'user-satoshi',
    email: 'satoshi@example.org',
    username: 'satoshi',
    password:
      'pbkdf2-sha256$600000$k8lcB6KTx7iz5qvQguF9yQ==$fl9ZXDhgO1gpqr9BGqEaeqJdyRSPv9EhkHr4rliWYso=',
    created_at: '2026-03-14T09:26:53Z',
    avatar_url: '/images/avatars/satoshi.svg',
  },
  {
    id: 'user-luna-trader',
    email: 'luna.trader@example.org',
    username: 'lunatrader',
    password:
      'pbkdf2-sha256$600000$5GdndGiW5VorsIekIraWKg==$/m0PMi0pkU6F0lLlv09DR06cF+h0R33sxEZAuWOzKTM=',
    created_at: '2026-06-02T18:41:07Z',
    avatar_url: '/images/avatars/luna-trader.svg',
  },
  {
    id: 'user-dana-defi',
    email: 'dana.defi@example.net',
    username: 'dana_defi',
    password:
      'pbkdf2-sha256$600000$38G4RIQ6n9pQDcXNpsPUlA==$EajSZtwYrW8cpA5yag5T6CYvWGo7gjWo5Om2nTwFzf8=',
    created_at: '2026-09-20T12:05:31Z',
    avatar_url: '/images/avatars/dana-defi.svg',
  },
];
