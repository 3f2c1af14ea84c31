import type { ReactNode } from 'react';

import { isExternalHref } from '../lib/safe-uri';

/**
 * A link that leaves the site: always a new tab, with `noopener noreferrer` so the other page
 * cannot reach back into this one nor learn where the visitor came from. The "(opens in a new
 * tab)" hint is for screen readers; the arrow says the same visually.
 */
export function ExternalLink({
  href,
  children,
  className = 'ext-link',
  label,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  // Records are validated on import, but a row written some other way must still not become a
  // `data:` or `vbscript:` link (React 19 only blocks `javascript:`): anything but http(s) is text.
  if (!isExternalHref(href)) return <span className={className}>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
    >
      {children}
      {!label && <span className="sr-only"> (opens in a new tab)</span>}
      <span aria-hidden="true" className="text-xs opacity-70">
        ↗
      </span>
    </a>
  );
}

/**
 * A row of labelled outbound links, leaving out the ones that are absent (every social
 * value may be null), or nothing at all when none is set. Where many rows share a page (a directory's
 * cards, a team), `of` names whose links they are ("X of Binance"), so a screen reader's list of
 * links does not hold a dozen alike "X".
 */
export function LinkRow({
  links,
  of,
  className = '',
}: {
  links: readonly (readonly [label: string, href: string | null | undefined])[];
  of?: string;
  className?: string;
}) {
  const present = links.filter(
    (entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  if (present.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {present.map(([label, href]) => (
        <li key={label}>
          <ExternalLink
            href={href}
            className="btn-outline touch-target min-h-6 px-3 py-1"
            label={of === undefined ? undefined : `${label} of ${of}`}
          >
            {label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
