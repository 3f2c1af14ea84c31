/**
 * The three modes of /login and their field rules. Sign-up uses the registration schema;
 * sign-in only asks for a well-formed email and a password, so an older account with a short
 * password can still sign in.
 */
import * as v from 'valibot';

import { registrationSchema } from '../../schemas/user';

export type LoginMode = 'signin' | 'signup' | 'alpha';

export interface ModeText {
  label: string;
  blurb: string;
  submit: string;
  busy: string;
}

export const MODE_TEXT: Record<LoginMode, ModeText> = {
  signin: {
    label: 'Sign In',
    blurb: 'Welcome back. Sign in with the account you created in this browser.',
    submit: 'Sign In',
    busy: 'Signing in…',
  },
  signup: {
    label: 'Sign Up',
    blurb:
      'Create an account. It lives only in this browser; your password is stored as a salted hash.',
    submit: 'Create account',
    busy: 'Creating account…',
  },
  alpha: {
    label: 'Alpha Login',
    blurb: 'Explore with a demo account. Any email, no password, no admin role.',
    submit: 'Continue',
    busy: 'Continuing…',
  },
};

export const LOGIN_MODES: readonly { mode: LoginMode; label: string }[] = (
  ['signin', 'signup', 'alpha'] as const
).map((mode) => ({ mode, label: MODE_TEXT[mode].label }));

export interface LoginValues {
  email: string;
  username: string;
  password: string;
}

export type FieldErrors = Partial<Record<keyof LoginValues, string>>;

const signInSchema = v.object({
  email: registrationSchema.entries.email,
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
});

const alphaSchema = v.object({ email: registrationSchema.entries.email });

function schemaFor(mode: LoginMode) {
  if (mode === 'signup') return registrationSchema;
  return mode === 'signin' ? signInSchema : alphaSchema;
}

/** The first problem per field for the given mode; empty when the form may be submitted. */
export function validateLogin(mode: LoginMode, values: LoginValues): FieldErrors {
  const input =
    mode === 'signup'
      ? values
      : mode === 'signin'
        ? { email: values.email, password: values.password }
        : { email: values.email };
  const result = v.safeParse(schemaFor(mode), input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if ((key === 'email' || key === 'username' || key === 'password') && !errors[key])
      errors[key] = issue.message;
  }
  return errors;
}

export function parseMode(search: string): LoginMode {
  const mode = new URLSearchParams(search).get('mode');
  return mode === 'signup' || mode === 'alpha' ? mode : 'signin';
}
