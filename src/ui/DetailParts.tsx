/** Building blocks of the content detail pages: back link, titled sections, stat tiles. */
import type { ReactNode } from 'react';

import { formatDate } from '../lib/format';
import { backInstead, Link, previousEntryUrl } from '../lib/navigation';
import { Countdown, useEnded } from './Countdown';
import { DateText } from './DateText';
import { DotJoined } from './DotJoined';

/** A place a back link leads to: its path, and the words of the link. */
export interface BackPlace {
  href: string;
  label: ReactNode;
}

/**
 * The link back from a detail page: to the first of `places` (its list) or, come from another of
 * them (the tracker), to that one. Come from the place, it is Back: the place returns with its
 * filters and sort, and where it was scrolled to. Else it opens the first place.
 */
export function BackLink({ places }: { places: readonly [BackPlace, ...BackPlace[]] }) {
  const previous = previousEntryUrl();
  const cameFrom = places.find((place) => place.href === previous?.pathname);
  const { href, label } = cameFrom ?? places[0];
  return (
    <Link
      href={cameFrom && previous ? `${previous.pathname}${previous.search}` : href}
      onClick={(event) => backInstead(event, (back) => back.pathname === href)}
      className="btn-ghost -ml-3"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}

/**
 * The row above a detail page: the back link, and the page's actions (Watch, calendar) when it
 * has them. On a phone the back link takes a line of its own and the actions start at the left
 * edge below it; from `sm` up they share one line, the actions on the right. The back link's
 * ghost padding is pulled out to the left (its text lines up with the page), and it carries no
 * margin of its own, so it stays centred on the buttons beside it.
 */
export function DetailTopBar({ back, children }: { back: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex sm:mr-auto">{back}</div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

/** A card with a heading; `id` makes it linkable and labels the region. */
export function DetailSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`card min-w-0 ${className}`}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export interface StatItem {
  label: ReactNode;
  value: ReactNode;
  /** Across the whole row. */
  wide?: boolean;
}

/** Key figures as a definition list of tiles. */
export function StatGrid({
  items,
  className = '',
}: {
  items: readonly StatItem[];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-2 sm:grid-cols-3 ${className}`}>
      {items.map((item, index) => (
        // Keyed by place: the tiles are a fixed list, and a label may be live text.
        <div key={index} className={`stat min-w-0 ${item.wide ? 'col-span-full' : ''}`}>
          <dt className="stat-label">{item.label}</dt>
          <dd className="stat-value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain list of short texts with a bullet, or a muted note when empty. */
export function BulletList({
  items,
  empty = 'None listed.',
}: {
  items: readonly string[];
  empty?: string;
}) {
  if (items.length === 0) return <p className="muted text-sm">{empty}</p>;
  return (
    <ul className="space-y-1.5 text-sm">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand" />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Whether an item's end has come: its date has passed (by the countdown's clock), or it was ended by hand. */
function useEndCame(end: string, endedByHand: boolean): { ended: boolean; early: boolean } {
  const passed = useEnded(end);
  return { ended: passed || endedByHand, early: endedByHand && !passed };
}

function EndLabel({ end, endedByHand }: { end: string; endedByHand: boolean }) {
  return useEndCame(end, endedByHand).ended ? 'Ended' : 'Ends';
}

function EndValue({ end, endedByHand }: { end: string; endedByHand: boolean }) {
  const { ended, early } = useEndCame(end, endedByHand);
  const date = <time dateTime={end}>{formatDate(end)}</time>;
  // Ended by hand before its date: the date is when it was due, not when it ended.
  if (early) return <span>Early, before {date}</span>;
  return <DotJoined parts={ended ? [date] : [date, <Countdown end={end} />]} />;
}

/**
 * An item's end as one tile across the row: "Ends Dec 24, 2030 · 27d 5h left", then "Ended Nov 21,
 * 2026"; ended by hand before its date, "Ended Early, before Dec 24, 2030". Two tiles (the date,
 * the time left) were too narrow for a date on one line.
 */
export function endStat(end: string, endedByHand = false): StatItem {
  return {
    label: <EndLabel end={end} endedByHand={endedByHand} />,
    value: <EndValue end={end} endedByHand={endedByHand} />,
    wide: true,
  };
}

/**
 * When a mint or a sale starts, as one tile across the row: "Mint Dec 14, 2026, 5:00 PM · in 16d
 * 23h", then "Live since Dec 14, 2026, 5:00 PM" and "Ended · started Dec 14, 2026, 5:00 PM" (the
 * date is when it began, never when it ended). Two tiles put the date's time on a line of its own.
 */
export function startStat(
  name: string,
  start: string,
  status: 'upcoming' | 'live' | 'ended',
): StatItem {
  const date = <DateText value={start} withTime />;
  const parts: ReactNode[] =
    status === 'upcoming'
      ? [date, <Countdown end={start} role="start" />]
      : status === 'live'
        ? [<>Live since {date}</>]
        : ['Ended', <>started {date}</>];
  return { label: name, value: <DotJoined parts={parts} />, wide: true };
}
