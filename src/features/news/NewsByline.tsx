import type { News } from '../../schemas/news';
import { DateText } from '../../ui/DateText';
import { ECOSYSTEM_LABELS } from './news-query';

/**
 * A news item's ecosystem, date and source, as its row and its open page show them. The "·"
 * before the source is kept with the date: when the source wraps, it starts its line alone,
 * never behind a stray separator. `row`: one line of source at most, cut with an ellipsis.
 */
export function NewsByline({ item, withTime = false, row = false, className = '' }: { item: News; withTime?: boolean; row?: boolean; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-text-faint ${className}`}>
      <span className="badge-brand">{ECOSYSTEM_LABELS[item.ecosystem]}</span>
      <span className="whitespace-nowrap">
        <DateText value={item.date} withTime={withTime} />
        {item.source && <span aria-hidden="true"> ·</span>}
      </span>
      {item.source && <span className={row ? 'min-w-0 truncate' : 'min-w-0 [overflow-wrap:anywhere]'}>{item.source}</span>}
    </p>
  );
}
