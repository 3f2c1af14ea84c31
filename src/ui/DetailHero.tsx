import type { ReactNode } from 'react';

import { Picture } from './Picture';

/**
 * The top of a campaign's detail page: banner, name, status badges, the description, and the
 * figures a visitor looks for first (value, spots, time left) beside it.
 */
export function DetailHero({
  image,
  imageAlt,
  title,
  badges,
  description,
  aside,
}: {
  image: string;
  imageAlt: string;
  title: string;
  badges?: ReactNode;
  description?: string;
  aside?: ReactNode;
}) {
  return (
    <header className="card grid gap-5 p-4 sm:p-5 md:grid-cols-[16rem_1fr] lg:grid-cols-[20rem_1fr_18rem]">
      {/* Banners are 16:9 artwork with the name drawn in: keep the ratio so nothing is cut off. */}
      <Picture
        src={image}
        alt={imageAlt}
        className="aspect-video w-full rounded-lg bg-ink-700 object-cover"
      />
      <div className="min-w-0">
        {badges && <div className="mb-2 flex flex-wrap items-center gap-2">{badges}</div>}
        <h1 dir="auto" className="heading break-words">
          {title}
        </h1>
        {description && (
          <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-text/90">
            {description}
          </p>
        )}
      </div>
      {aside && (
        <div className="flex min-w-0 flex-col gap-3 md:col-span-2 lg:col-span-1">{aside}</div>
      )}
    </header>
  );
}
