import { memo } from 'react';

import { formatDateTime } from '../../lib/format';
import type { Signal } from '../../schemas/signal';
import { CardTitleLink } from '../../ui/CardTitleLink';
import { Picture } from '../../ui/Picture';
import { ScoreGauge } from '../../ui/ScoreGauge';
import { detailPath } from '../kit/content-paths';
import { ActionBadge, Change, StatusBadge } from './SignalBadges';

/** The fields the card shows (and links by): a re-read row with the same values needs no re-render. */
const SHOWN = [
  'id',
  'imageUrl',
  'name',
  'symbol',
  'action',
  'type',
  'status',
  'score',
  'price',
  'change24h',
  'platform',
  'timestamp',
] as const satisfies readonly (keyof Signal)[];

function sameShown(a: { signal: Signal }, b: { signal: Signal }): boolean {
  return (
    a.signal === b.signal || SHOWN.every((field) => Object.is(a.signal[field], b.signal[field]))
  );
}

/**
 * One signal in the list: what it is, the call, its score, the price and how fresh it is.
 *
 * Memoised on the shown fields: the windowed list re-renders on every scroll frame and re-reads
 * its window (new objects, same values) on every "load more", and each card formats a date and a
 * percentage (an `Intl` formatter built per call, ~0.3 ms), which made 50-220 ms tasks while
 * scrolling 100k signals (bench/browser/app.ts).
 */
export const SignalCard = memo(function SignalCard({ signal }: { signal: Signal }) {
  return (
    <div className="card-link flex h-full flex-col gap-3" data-testid="signal-card">
      {/* The name's line leaves room on the right for the Watch toggle the list lays over the
          card (kit/AreaList); the call and the score share the line below it. */}
      <div className="flex items-center gap-3 pr-[6.5rem]">
        <Picture
          src={signal.imageUrl ?? '/images/logo.svg'}
          alt=""
          loading="lazy"
          className="h-11 w-11 shrink-0 rounded-full bg-ink-700 object-cover"
        />
        {/* The symbol under the name, and a long name on two lines: on a tablet's three columns a
            name beside its symbol had ~85 px, "Ethereum" was cut, and a touch screen has no
            tooltip to read the rest. A name longer than two lines is still cut. */}
        <h2 dir="auto" className="min-w-0 font-semibold text-text">
          <CardTitleLink
            href={detailPath('signals', signal)}
            title={signal.name}
            className="line-clamp-2"
          >
            {' '}
            <span className="block truncate text-sm font-normal text-text-muted">
              {signal.symbol}
            </span>
          </CardTitleLink>
        </h2>
      </div>
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <ActionBadge action={signal.action} />
          <span className="badge-neutral">{signal.type}</span>
          <StatusBadge status={signal.status} />
        </div>
        <ScoreGauge score={signal.score} size="sm" />
      </div>
      {/* A long price wraps to a second line before it is cut: a cut one's tooltip could not be
          reached under the title link's cover, and a phone shows none. */}
      <div className="flex items-baseline justify-between gap-3">
        <span className="line-clamp-2 min-w-0 break-words text-lg font-semibold tabular-nums">
          {signal.price}
        </span>
        <Change value={signal.change24h} className="shrink-0 text-sm" />
      </div>
      <p className="mt-auto flex justify-between gap-2 text-xs text-text-faint">
        <span className="truncate">{signal.platform}</span>
        <time dateTime={signal.timestamp} className="shrink-0">
          {formatDateTime(signal.timestamp)}
        </time>
      </p>
    </div>
  );
}, sameShown);
