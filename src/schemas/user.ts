/**
 * Accounts (docs/product.md, "Validation") and the session record. `password` holds a PBKDF2 hash record
 * (see lib/password) or, for legacy data only, the plain text that is replaced at next sign-in.
 */
import * as v from 'valibot';

import { id, imageRef, isoDate } from './common';

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

/** An email as accounts compare it: sign-up, sign-in and the editor find one account per email, letter case aside. */
export const normalEmail = (value: string): string => value.trim().toLowerCase();

/**
 * A valid address, wider than valibot's `email`, which refuses `o'brien@x.ie` and
 * `user@münchen.de`: the local part takes RFC 5322's dot-atom characters, the domain letters of
 * any script (or its punycode) and a top-level domain of two letters or more; 254 at most (RFC 5321).
 */
const EMAIL_PATTERN =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z\d-]+)$/iu;
/** Length first: the pattern never runs on a long text. */
const isEmailAddress = (text: string): boolean => text.length <= 254 && EMAIL_PATTERN.test(text);

export const email = v.pipe(v.string(), v.trim(), v.check(isEmailAddress, 'must be a valid email'));

/** Characters as read (a grapheme: "😀" is one) that show something: "\u200B" three times is no name. */
const visibleLength = (text: string): number => {
  let count = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    text,
  ))
    if (/[^\p{Cf}\p{Cc}\p{Z}]/u.test(segment)) count += 1;
  return count;
};

export const userSchema = v.object({
  id,
  email,
  username: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100)),
  password: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(1_000)),
  created_at: isoDate,
  avatar_url: v.optional(imageRef),
});

/** Registration rules (docs/product.md, "Validation"), with the messages shown under each field. */
export const registrationSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.check(isEmailAddress, 'Please enter a valid email address'),
  ),
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Username is required'),
    v.check(
      (name) => visibleLength(name) >= USERNAME_MIN_LENGTH,
      `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
    ),
    v.maxGraphemes(
      USERNAME_MAX_LENGTH,
      `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
    ),
  ),
  password: v.pipe(
    v.string(),
    v.nonEmpty('Password is required'),
    v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  ),
});

/** What `alphascout:session` holds: never the password. */
export const sessionSchema = v.object({
  id,
  email: v.pipe(v.string(), v.maxLength(254)),
  username: v.pipe(v.string(), v.maxLength(100)),
  /** True for the alpha login, which never grants the admin role. */
  alpha: v.optional(v.boolean(), false),
});

export type User = v.InferOutput<typeof userSchema>;
export type Registration = v.InferOutput<typeof registrationSchema>;
export type Session = v.InferOutput<typeof sessionSchema>;
