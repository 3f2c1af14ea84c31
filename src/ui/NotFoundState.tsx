import { useEffect } from 'react';

import { Link } from '../lib/navigation';

interface NotFoundProps {
  what: string;
  backHref: string;
  backLabel: string;
}

/**
 * The "not found" card: the page title "Not found", a 404, what is missing and the link back.
 * `heading` is its level: 1 on a page of its own, 2 in a panel of a page that has its heading
 * (the news screen keeps its list beside it).
 */
export function NotFoundCard({
  what,
  backHref,
  backLabel,
  heading: Heading = 'h1',
  className = '',
}: NotFoundProps & { heading?: 'h1' | 'h2'; className?: string }) {
  useEffect(() => {
    document.title = `Not found · AlphaScout`;
  }, []);
  return (
    <div className={`card px-6 py-10 text-center ${className}`}>
      <p aria-hidden="true" className="text-4xl font-extrabold text-brand">
        404
      </p>
      <Heading className="mt-2 text-xl font-semibold">{what} not found</Heading>
      <p className="muted mt-2 text-sm">It may have been removed, or the link may be mistyped.</p>
      <Link href={backHref} className="btn-primary mt-6">
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
    </div>
  );
}

/**
 * A detail page whose record does not exist: says so, and links back to its list, so a stale
 * or mistyped link never ends on a blank page.
 */
export function NotFoundState(props: NotFoundProps) {
  return (
    <main className="page">
      <NotFoundCard {...props} className="mx-auto mt-8 max-w-lg" />
    </main>
  );
}
