import { type ReactNode, useEffect } from 'react';

import { savedListPosition } from './scroll-memory';

/**
 * The frame of a content list: heading, one line saying what the list is, the filter bar, then
 * the list. Scrolls to the top when the list first opens (not on filter changes, which keep the
 * visitor where the controls are), unless Back or Forward returns to it: the list then puts the
 * visitor where they were (VirtualList, ui/scroll-memory).
 */
export function ListLayout({
  title,
  intro,
  filters,
  children,
}: {
  title: string;
  intro: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    if (savedListPosition() === null) window.scrollTo(0, 0);
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
