import type { ReactNode } from 'react';

/** Says plainly that a list has nothing to show, and offers the way out (e.g. clear filters). */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div role="status" className="card flex flex-col items-center gap-2 px-6 py-12 text-center">
      <span aria-hidden="true" className="text-3xl text-text-faint">
        ∅
      </span>
      <p className="text-lg font-semibold text-text">{title}</p>
      {children && <div className="max-w-md text-sm text-text-muted">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
