/**
 * Bad input everywhere, for the forms: any strings in the registration schema, the Contact popup's
 * schema and the /login field rules give either a value or field messages — never a throw, never a
 * message for a field the form does not have.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { type LoginMode, validateLogin } from '../../../src/features/auth/login-form';
import {
  CONTACT_FIELDS,
  contactFormSchema,
  validateContactForm,
} from '../../../src/schemas/contact';
import { registrationSchema } from '../../../src/schemas/user';

const RUNS = { numRuns: 200, seed: 20261121 } as const;

/** Strings a visitor can paste: any code units, emoji, near-emails, padding, and very long text. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.emailAddress(),
  fc
    .tuple(
      fc.constantFrom(' ', '\t', '\u00a0', '\u200b', ''),
      fc.emailAddress(),
      fc.constantFrom(' ', '\n', '\ufeff', ''),
    )
    .map(([a, email, b]) => a + email + b),
  fc.string({ minLength: 200, maxLength: 6_000 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    'a@b',
    '@',
    'a@b.c',
    '"a b"@example.org',
    'x'.repeat(300) + '@example.org',
  ),
);

describe('form validation with arbitrary strings (property)', () => {
  it('registration: a trimmed value or issues on email, username and password only', () => {
    fc.assert(
      fc.property(fc.record({ email: text, username: text, password: text }), (input) => {
        const result = v.safeParse(registrationSchema, input);
        if (result.success) {
          expect(result.output.email).toBe(input.email.trim());
          expect(result.output.username).toBe(input.username.trim());
        } else {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues) {
            expect(['email', 'username', 'password']).toContain(v.getDotPath(issue));
            expect(issue.message.length).toBeGreaterThan(0);
          }
        }
      }),
      RUNS,
    );
  });

  it('contact: the trimmed form or one message per failing field', () => {
    fc.assert(
      fc.property(fc.record({ name: text, email: text, subject: text, message: text }), (input) => {
        const result = validateContactForm(input);
        const direct = v.safeParse(contactFormSchema, input);
        expect(result.ok).toBe(direct.success);
        if (result.ok) {
          for (const field of CONTACT_FIELDS) expect(result.value[field]).toBe(input[field].trim());
        } else {
          const fields = Object.keys(result.errors);
          expect(fields.length).toBeGreaterThan(0);
          for (const field of fields) expect(CONTACT_FIELDS).toContain(field);
          for (const message of Object.values(result.errors)) expect(message).toMatch(/\S/);
        }
      }),
      RUNS,
    );
  });

  it('login: field messages only for the fields of the mode, and none for a valid form', () => {
    const fieldsOf: Record<LoginMode, string[]> = {
      signin: ['email', 'password'],
      signup: ['email', 'username', 'password'],
      alpha: ['email'],
    };
    fc.assert(
      fc.property(
        fc.constantFrom<LoginMode>('signin', 'signup', 'alpha'),
        fc.record({ email: text, username: text, password: text }),
        (mode, values) => {
          const errors = validateLogin(mode, values);
          for (const [field, message] of Object.entries(errors)) {
            expect(fieldsOf[mode]).toContain(field);
            expect(message).toMatch(/\S/);
          }
          // Sign-up's rules are the registration schema's, exactly.
          if (mode === 'signup')
            expect(Object.keys(errors).length === 0).toBe(
              v.safeParse(registrationSchema, values).success,
            );
        },
      ),
      RUNS,
    );
  });
});
