/**
 * Accounts (spec §3, §5) and the session record. `password` holds a PBKDF2 hash record
 * (see lib/password) or, for legacy data only, the plain text that is replaced at next sign-in.
 */
import * as v from 'valibot';
import { id, imageRef, isoDate } from './common';

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

/** An email as accounts compare it: sign-up, sign-in and the editor find one account per email, letter case aside. */
export const normalEmail = (value: string): string => value.trim().toLowerCase();

export const email = v.pipe(v.string(), v.trim(), v.maxLength(254, 'must be a valid email'), v.email('must be a valid email'));

export const userSchema = v.object({
  id,
  email,
  username: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100)),
  password: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(1_000)),
  created_at: isoDate,
  avatar_url: v.optional(imageRef),
});

/** Spec §5 registration rules, with the messages shown under each field. */
export const registrationSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required'), v.email('Please enter a valid email address')),
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`),
    v.maxLength(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
  ),
  password: v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)),
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
