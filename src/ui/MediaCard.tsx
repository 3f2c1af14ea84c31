import type { ReactNode } from 'react';

import { CardTitleLink } from './CardTitleLink';
import { Picture } from './Picture';

export interface CardFact {
  label: string;
  value: ReactNode;
  /** Takes the whole row and wraps to two lines (a prize or reward, the card's main figure). */
  wide?: boolean;
}

/**
 * A list card with a banner: for campaigns (airdrops, giveaways, whitelists, testnets). A fixed
 * banner ratio and clamped text keep rows close to one height, which the windowed list likes;
 * `footer` holds what changes with time (a countdown, a progress bar).
 */
export function MediaCard({
  href,
  image,
  title,
  badges,
  description,
  facts,
  footer,
  testId,
}: {
  href: string;
  image: string;
  title: string;
  badges?: ReactNode;
  description?: string;
  facts: readonly CardFact[];
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="card-link flex h-full flex-col overflow-hidden p-0" data-testid={testId}>
      {/* Banners are 16:9 artwork with the project name drawn in: show them whole, never cropped. */}
      <Picture
        src={image}
        alt=""
        loading="lazy"
        className="aspect-video w-full bg-ink-700 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 dir="auto" className="line-clamp-2 min-w-0 font-semibold text-text">
            <CardTitleLink href={href} title={title} />
          </h2>
          {badges && <div className="flex shrink-0 flex-wrap justify-end gap-1">{badges}</div>}
        </div>
        {description && <p className="line-clamp-2 text-sm text-text-muted">{description}</p>}
        <dl className="mt-auto grid grid-cols-2 gap-2 pt-1">
          {facts.map((fact) => (
            <div key={fact.label} className={`min-w-0 ${fact.wide ? 'col-span-2' : ''}`}>
              <dt className="text-xs text-text-faint">{fact.label}</dt>
              <dd
                className={`${fact.wide ? 'line-clamp-2' : 'truncate'} text-sm font-semibold tabular-nums text-text`}
              >
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        {footer && <div className="border-t border-ink-600 pt-2 text-sm">{footer}</div>}
      </div>
    </div>
  );
}
