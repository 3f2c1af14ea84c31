import { useEffect } from 'react';
import { Link } from '../lib/navigation';

/**
 * A detail page whose record does not exist: says so, and links back to its list, so a stale
 * or mistyped link never ends on a blank page.
 */
export function NotFoundState({ what, backHref, backLabel }: { what: string; backHref: string; backLabel: string }) {
  useEffect(() => {
    document.title = `Not found · AlphaScout`;
  }, []);
  return (
    <main className="page">
      <div className="card mx-auto mt-8 max-w-lg px-6 py-10 text-center">
        <p aria-hidden="true" className="text-4xl font-extrabold text-brand">404</p>
        <h1 className="mt-2 text-xl font-semibold">{what} not found</h1>
        <p className="muted mt-2 text-sm">It may have been removed, or the link may be mistyped.</p>
        <Link href={backHref} className="btn-primary mt-6">
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
      </div>
    </main>
  );
}
