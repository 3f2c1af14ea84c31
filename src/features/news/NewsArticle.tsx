import { useEffect, useRef } from 'react';

import { siteOf } from '../../lib/format';
import { backInstead, Link } from '../../lib/navigation';
import type { News } from '../../schemas/news';
import { ExternalLink } from '../../ui/ExternalLink';
import { Markdown } from '../../ui/Markdown';
import { Picture } from '../../ui/Picture';
import { NewsByline } from './NewsByline';

/**
 * The open news item, shown beside the list (below the filters on a phone). Focus moves to its
 * heading when it opens, which also scrolls it into view and tells screen readers it changed.
 * Closing it, come from the list, is Back: the history does not grow with each item read. Escape
 * closes it too while focus is in it, as it closes a popup.
 */
export function NewsArticle({ item, closeHref }: { item: News; closeHref: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const close = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [item.id]);
  return (
    <article
      aria-labelledby="news-open-title"
      className="card relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        close.current?.click();
      }}
    >
      <Link
        ref={close}
        href={closeHref}
        onClick={(event) =>
          backInstead(event, (back) => `${back.pathname}${back.search}` === closeHref)
        }
        className="btn-ghost touch-target absolute right-2 top-2 px-2"
        aria-label="Close this news item"
      >
        <span aria-hidden="true" className="text-xl leading-none">
          ×
        </span>
      </Link>
      <NewsByline item={item} withTime className="pr-10" />
      {/* data-landing: where focus goes when search opens the item already open. */}
      <h2
        id="news-open-title"
        ref={heading}
        tabIndex={-1}
        data-landing=""
        className="mt-2 scroll-mt-24 text-2xl font-bold tracking-tight outline-none"
      >
        {item.title}
      </h2>
      {item.summary && <p className="mt-2 text-text-muted">{item.summary}</p>}
      <Picture
        src={item.image}
        alt={item.title}
        loading="lazy"
        className="mt-4 aspect-[2/1] w-full rounded-xl bg-ink-700 object-cover"
      />
      <Markdown source={item.content} topLevel={3} className="mt-5" />
      <p className="mt-6 border-t border-ink-600 pt-4 text-sm [overflow-wrap:anywhere]">
        {/* Named by where it leads: the source (in the byline) may have written it for another site. */}
        <ExternalLink href={item.url}>Read more at {siteOf(item.url)}</ExternalLink>
      </p>
    </article>
  );
}
