import { type SyntheticEvent, useRef, useState } from 'react';

import { navigate, useSearch } from '../../lib/navigation';
import { CONTENT_PATHS } from '../kit/content-paths';
import { signInAlpha, signInWithPassword, signUpWithPassword } from './account-actions';
import { AuthTabs } from './AuthTabs';
import { FormField } from './FormField';
import { emailTakenMessage, loginErrorMessage } from './login-errors';
import {
  type FieldErrors,
  LOGIN_MODES,
  type LoginMode,
  type LoginValues,
  MODE_TEXT,
  parseMode,
  validateLogin,
} from './login-form';

const EMPTY: LoginValues = { email: '', username: '', password: '' };

/**
 * /login (docs/product.md, "Accounts and roles"): one card, three modes as tabs — Sign In, Sign Up and the Alpha Login.
 * Field problems show under each field; failures of the account operation show in an alert.
 */
export function LoginScreen() {
  const search = useSearch();
  const [mode, setMode] = useState<LoginMode>(() => parseMode(search));
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address sign-up found taken, with its message: shown under Email until the address changes. */
  const [taken, setTaken] = useState<{ email: string; message: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const current = MODE_TEXT[mode];

  const change = (field: keyof LoginValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the visitor has tried to submit, errors follow their typing instead of lingering.
    if (submitted) setErrors(validateLogin(mode, next));
  };
  const errorOf = (field: keyof LoginValues) =>
    errors[field] ??
    (field === 'email' && taken?.email === values.email ? taken.message : undefined);
  /** A field's name, value, change handler and error, bound to the form's state. */
  const bind = (field: keyof LoginValues) => ({
    name: field,
    value: values[field],
    onValueChange: change(field),
    error: errorOf(field),
  });
  const focusField = (field: keyof LoginValues) =>
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setErrors({});
    setSubmitted(false);
    setAlert(null);
    setTaken(null);
    setValues((old) => ({ ...old, password: '' }));
    // The mode is in the address, so a reload or a shared link opens the same tab; replaced, not
    // added: a tab is not a step Back should walk through.
    navigate(next === 'signin' ? '/login' : `/login?mode=${next}`, { replace: true });
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setAlert(null);
    const problems = validateLogin(mode, values);
    setErrors(problems);
    const firstInvalid = (['email', 'username', 'password'] as const).find(
      (field) => problems[field],
    );
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'alpha') await signInAlpha(values.email);
      else if (mode === 'signin') await signInWithPassword(values.email, values.password);
      else await signUpWithPassword(values.email, values.username, values.password);
      // In place of /login (the router may already have replaced it, on the session's change):
      // Back then goes where the visitor was before signing in, not to /login or /signals again.
      navigate(CONTENT_PATHS.signals.base, { replace: true });
    } catch (error) {
      setBusy(false);
      const takenMessage = emailTakenMessage(error);
      if (takenMessage) {
        // The address is what to change: said under it, with the keyboard taken there.
        setTaken({ email: values.email, message: takenMessage });
        focusField('email');
      } else {
        setAlert(loginErrorMessage(error));
      }
    }
  };

  return (
    <main className="page flex justify-center py-10">
      <section className="card w-full max-w-md p-6 sm:p-8" aria-labelledby="login-heading">
        <div className="mb-6 text-center">
          <div
            aria-hidden="true"
            className="mx-auto mb-3 grid h-12 w-12 place-items-center rounded-xl bg-gradient-to-br from-brand to-brand-violet text-xl font-black text-ink-900"
          >
            A
          </div>
          <h1 id="login-heading" className="heading">
            Welcome to AlphaScout
          </h1>
          <p className="muted mt-1 text-sm">Your accounts and data stay in this browser.</p>
        </div>

        <AuthTabs modes={LOGIN_MODES} selected={mode} onSelect={switchMode} panelId="login-panel" />

        <div
          id="login-panel"
          role="tabpanel"
          aria-labelledby={`login-tab-${mode}`}
          className="mt-5"
        >
          <p className="muted mb-4 text-sm">{current.blurb}</p>
          <form
            ref={formRef}
            onSubmit={(event) => void submit(event)}
            noValidate
            className="space-y-4"
            aria-label={current.label}
          >
            <FormField
              label="Email"
              {...bind('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
            />
            {mode === 'signup' && (
              <FormField
                label="Username"
                {...bind('username')}
                autoComplete="username"
                placeholder="3 to 20 characters"
              />
            )}
            {mode !== 'alpha' && (
              <FormField
                label="Password"
                {...bind('password')}
                type="password"
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                hint={mode === 'signup' ? 'At least 8 characters.' : undefined}
              />
            )}
            {alert && (
              <p
                role="alert"
                className="rounded-lg border border-bearish/40 bg-bearish/10 p-3 text-sm text-bearish"
              >
                {alert}
              </p>
            )}
            {/* Not disabled while busy (submit ignores it then): a disabled button drops focus to <body>, and a refusal would leave the keyboard there. */}
            <button
              type="submit"
              className={`btn-primary w-full py-2.5 ${busy ? 'cursor-wait opacity-50' : ''}`}
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
            >
              {busy ? current.busy : current.submit}
            </button>
          </form>
        </div>
      </section>
    </main>
  );
}
