import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { signInSession } from '../../db/app-session';
import { navigate } from '../../lib/navigation';
import { email as emailSchema } from '../../schemas/user';

/** The alpha login (spec §4): any email, no checks, a session for the demo user `alphauser`. */
export function LoginScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(emailSchema, email);
    if (!parsed.success) {
      setError('Please enter a valid email address');
      return;
    }
    signInSession({ id: 'alpha-user-id', email: parsed.output, username: 'alphauser', alpha: true });
    navigate('/signals');
  };

  return (
    <main className="page flex justify-center">
      <form onSubmit={submit} noValidate className="card w-full max-w-md space-y-4">
        <div>
          <h1 className="heading">Alpha Login</h1>
          <p className="muted mt-1 text-sm">Enter any email to explore AlphaScout with a demo account. Everything stays in this browser.</p>
        </div>
        <div>
          <label htmlFor={emailId} className="block text-sm font-medium">
            Email
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 w-full rounded-lg border border-ink-500 bg-ink-900 px-3 py-2 text-text outline-none focus:border-brand"
          />
          {error && (
            <p id={errorId} className="mt-1 text-sm text-bearish">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary w-full">
          Continue
        </button>
      </form>
    </main>
  );
}
