import { describe, expect, it } from 'vitest';

import { AccountError } from '../../../../src/db/accounts/accounts';
import {
  emailTakenMessage,
  isNetworkError,
  LOGIN_MESSAGES,
  loginErrorMessage,
} from '../../../../src/features/auth/login-errors';
import { parseMode, validateLogin } from '../../../../src/features/auth/login-form';

const valid = { email: 'alice@example.com', username: 'alice', password: 'long-enough' };

describe('login form validation', () => {
  it('accepts a valid form in every mode', () => {
    expect(validateLogin('signup', valid)).toEqual({});
    expect(validateLogin('signin', valid)).toEqual({});
    expect(validateLogin('alpha', valid)).toEqual({});
  });

  it('puts one message under each invalid sign-up field', () => {
    expect(validateLogin('signup', { email: 'nope', username: 'ab', password: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
    });
    expect(validateLogin('signup', { ...valid, email: '   ', username: 'x'.repeat(21) })).toEqual({
      email: 'Email is required',
      username: 'Username must be at most 20 characters',
    });
  });

  it('says an empty sign-up field is required, as it says of an empty email, before any length rule', () => {
    expect(validateLogin('signup', { email: '', username: '', password: '' })).toEqual({
      email: 'Email is required',
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateLogin('signup', { ...valid, username: '   ' }).username).toBe(
      'Username is required',
    );
  });

  it('takes every valid address, not only the plainest: an apostrophe, a plus, a domain in any script', () => {
    for (const email of [
      "o'brien@x.ie",
      'user@münchen.de',
      'a+tag@sub.example.co.uk',
      'ivan@пример.рф',
      'x@xn--80ak6aa92e.com',
      'first.last@example.org',
    ]) {
      expect(validateLogin('signup', { ...valid, email })).toEqual({});
    }
    for (const email of [
      'a@b',
      'a..b@c.io',
      '.a@b.io',
      'a.@b.io',
      'a@-b.io',
      'a@b-.io',
      'a@b.io.',
      'a b@c.io',
      'a@b.c',
      '@b.io',
      'a@@b.io',
    ]) {
      expect(validateLogin('signup', { ...valid, email })).toEqual({
        email: 'Please enter a valid email address',
      });
    }
  });

  it('refuses an address longer than an account may hold under the field, not after the form is sent', () => {
    const long = `${'a'.repeat(64)}@${`${'b'.repeat(60)}.`.repeat(4)}com`;
    expect(long.length).toBeGreaterThan(254);
    for (const mode of ['signup', 'signin', 'alpha'] as const)
      expect(validateLogin(mode, { ...valid, email: long }).email).toBe(
        'Please enter a valid email address',
      );
  });

  it('counts a username in characters as read, and only those that show', () => {
    expect(validateLogin('signup', { ...valid, username: '😀😀' }).username).toBe(
      'Username must be at least 3 characters',
    );
    expect(validateLogin('signup', { ...valid, username: '😀'.repeat(11) })).toEqual({});
    expect(validateLogin('signup', { ...valid, username: '👩‍👩‍👧'.repeat(20) })).toEqual({});
    expect(validateLogin('signup', { ...valid, username: '😀'.repeat(21) }).username).toBe(
      'Username must be at most 20 characters',
    );
    expect(validateLogin('signup', { ...valid, username: '\u200B\u200B\u200B' }).username).toBe(
      'Username must be at least 3 characters',
    );
    expect(validateLogin('signup', { ...valid, username: 'a\u200Bb\u200Bc' })).toEqual({});
  });

  it('sign-in asks for an email and a password, not the sign-up length rule', () => {
    expect(validateLogin('signin', { ...valid, password: 'short' })).toEqual({});
    expect(validateLogin('signin', { ...valid, email: 'x', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('the alpha login checks only the email shape', () => {
    expect(validateLogin('alpha', { email: 'bad', username: '', password: '' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('reads the starting mode from ?mode=', () => {
    expect(parseMode('?mode=signup')).toBe('signup');
    expect(parseMode('mode=alpha')).toBe('alpha');
    expect(parseMode('?mode=<script>')).toBe('signin');
    expect(parseMode('')).toBe('signin');
  });
});

describe('login error messages', () => {
  it('maps wrong credentials to the handler text', () => {
    expect(loginErrorMessage(new AccountError('invalid-credentials'))).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('keeps the sign-up texts', () => {
    expect(loginErrorMessage(new AccountError('email-taken'))).toBe(
      'User with this email already exists',
    );
    expect(emailTakenMessage(new AccountError('email-taken'))).toBe(
      'User with this email already exists',
    );
    expect(emailTakenMessage(new AccountError('invalid-credentials'))).toBeNull();
    expect(loginErrorMessage(new AccountError('registration-failed'))).toBe('Registration failed');
  });

  it('says plainly when hashing is unavailable', () => {
    expect(loginErrorMessage(new AccountError('crypto-unavailable'))).toMatch(
      /https or on localhost/,
    );
  });

  it('maps network-type failures to the network text', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      Object.assign(new Error('x'), { name: 'NetworkError' }),
    ]) {
      expect(isNetworkError(error)).toBe(true);
      expect(loginErrorMessage(error)).toBe(LOGIN_MESSAGES.network);
    }
    expect(LOGIN_MESSAGES.network).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it('maps anything else to the unexpected text', () => {
    for (const error of [
      new Error('boom'),
      new TypeError('x is not a function'),
      'string',
      null,
      undefined,
    ]) {
      expect(loginErrorMessage(error)).toBe(
        'An unexpected error occurred. Please try again later.',
      );
    }
  });
});
