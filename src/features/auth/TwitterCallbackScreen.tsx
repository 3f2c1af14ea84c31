import { Link, useSearch } from '../../lib/navigation';

/**
 * After a social sign-in, a server would finish the exchange. AlphaScout has none,
 * so the screen says so, shows any `error` parameter as plain text, and links to /login.
 */
export function TwitterCallbackScreen() {
  const search = useSearch();
  const error = new URLSearchParams(search).get('error');
  return (
    <main className="page flex justify-center">
      <div className="card w-full max-w-md space-y-3 text-center">
        <h1 className="heading">Sign in with X</h1>
        <p className="muted">
          AlphaScout runs entirely in your browser and has no server to finish a sign-in with X.
          Please sign in with your email instead.
        </p>
        {error && (
          <p role="alert" className="break-words rounded-lg bg-bearish/10 p-3 text-sm text-bearish">
            X reported: {error.slice(0, 300)}
          </p>
        )}
        <Link href="/login" className="btn-primary">
          Go to sign in
        </Link>
      </div>
    </main>
  );
}
