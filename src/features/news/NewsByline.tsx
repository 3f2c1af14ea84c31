import type { News } from '../../schemas/news';
import { DateText } from '../../ui/DateText';
import { ECOSYSTEM_LABELS } from './news-query';

/**
 * A news item's ecosystem, date and source, as its row and its open page show them. The "·"
 * before the source goes with the source: when the source wraps to a line of its own, the dot is
 * clipped off with the line's start (as ui/DotJoined does), so no line starts or ends
 * with a stray separator. `row`: one line of source at most, cut with an ellipsis.
 */
export function NewsByline({
  item,
  withTime = false,
  row = false,
  className = '',
}: {
  item: News;
  withTime?: boolean;
  row?: boolean;
  className?: string;
}) {
  return (
    <p className={`overflow-hidden text-xs text-text-faint ${className}`}>
      <span className="-ml-3 flex flex-wrap items-center gap-y-1">
        <span className="pl-3">
          <span className="badge-brand">{ECOSYSTEM_LABELS[item.ecosystem]}</span>
        </span>
        <span className="whitespace-nowrap pl-3">
          <DateText value={item.date} withTime={withTime} />
        </span>
        {item.source && (
          <span
            className={`relative min-w-0 pl-3 ${row ? 'truncate' : '[overflow-wrap:anywhere]'}`}
          >
            <span aria-hidden="true" className="absolute left-0 w-3 text-center">
              ·
            </span>
            <span>{item.source}</span>
          </span>
        )}
      </span>
    </p>
  );
}
