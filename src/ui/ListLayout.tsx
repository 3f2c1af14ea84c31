import { useEffect, type ReactNode } from 'react';

/**
 * The frame of a content list: heading, one line saying what the list is, the filter bar, then
 * the list. Scrolls to the top when the list first opens (not on filter changes, which keep the
 * visitor where the controls are).
 */
export function ListLayout({ title, intro, filters, children }: { title: string; intro: ReactNode; filters?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    // A block body on purpose: an effect must return nothing or a cleanup function.
    window.scrollTo(0, 0);
  }, []);
  return (
    <main className="page">
      <header className="flex flex-col gap-1">
        <h1 className="heading">{title}</h1>
        <p className="max-w-3xl text-sm text-text-muted">{intro}</p>
      </header>
      {filters && <div className="card mt-5 py-3">{filters}</div>}
      <div className="mt-5">{children}</div>
    </main>
  );
}
