import type { ReactNode } from 'react';

import { Link } from '../lib/navigation';

/**
 * A card's title as its one link: the link's ::after covers the card (uno.config, `card-title-link`),
 * so a click anywhere opens it. The title's text sits over that cover (`over-card-cover`), so a
 * pointer on a cut title gets the whole of it as a tooltip, and nowhere else on the card does.
 * `children` follow the title inside the link (a signal's symbol).
 */
export function CardTitleLink({
  href,
  title,
  className = '',
  children,
}: {
  href: string;
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link href={href} className="card-title-link">
      <span className={`over-card-cover ${className}`} title={title}>
        {title}
      </span>
      {children}
    </Link>
  );
}
