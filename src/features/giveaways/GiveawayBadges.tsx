import type { Giveaway } from '../../schemas/giveaway';
import { endedByHand } from '../../schemas/status-rules';
import { useEnded } from '../../ui/Countdown';
import { Picture } from '../../ui/Picture';

export const CATEGORY_LABELS: Record<Giveaway['category'], string> = {
  nft: 'NFT',
  coin: 'Coin',
  gaming: 'Gaming',
};

/** "Active" while it runs; "Ended" once ended by hand or past its end date, which a stored "active" lags. */
export function GiveawayStatus({ status, endDate }: Pick<Giveaway, 'status' | 'endDate'>) {
  const ended = useEnded(endDate);
  return !endedByHand({ status }) && !ended ? (
    <span className="badge-bullish">Active</span>
  ) : (
    <span className="badge-neutral">Ended</span>
  );
}

export function CategoryBadge({ category }: { category: Giveaway['category'] }) {
  return <span className="badge-brand">{CATEGORY_LABELS[category]}</span>;
}

/** The host's avatar and name; `size` sm for cards, md for the detail page. */
export function HostLine({ host, size = 'sm' }: { host: Giveaway['host']; size?: 'sm' | 'md' }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Picture
        src={host.avatar}
        alt=""
        loading="lazy"
        className={`${size === 'sm' ? 'h-6 w-6' : 'h-10 w-10'} shrink-0 rounded-full bg-ink-600 object-cover`}
      />
      {/* A card has a line for it; the detail page has room for the whole name, wrapped. */}
      <span
        className={size === 'sm' ? 'truncate' : 'min-w-0 break-words'}
        title={size === 'sm' ? host.name : undefined}
      >
        <span className="text-text-faint">by </span>
        {host.name}
      </span>
    </span>
  );
}
