import type { DateRole } from '../lib/format';
import { CardTitleLink } from './CardTitleLink';
import { Countdown, useEnded } from './Countdown';
import { DateText } from './DateText';
import { DotJoined } from './DotJoined';
import { Picture } from './Picture';

/** The date a card is about ("Ends Dec 10 · 3d 4h left"), with a countdown when it lies ahead. */
export interface CardDate {
  label: string;
  value: string;
  /** Counted down to; once it has passed, the label is `passed` ("Ended Dec 10") and the countdown goes, live. */
  countdown?: { role: DateRole; passed: string };
}

/** "Ends Dec 10 · 3d 4h left", and once the date has passed, "Ended Dec 10" alone. */
function CountdownLine({
  label,
  value,
  countdown,
}: CardDate & { countdown: NonNullable<CardDate['countdown']> }) {
  const passed = useEnded(value, countdown.role);
  const dated = (
    <>
      {passed ? countdown.passed : label} <DateText value={value} />
    </>
  );
  return passed ? (
    dated
  ) : (
    <DotJoined parts={[dated, <Countdown end={value} role={countdown.role} />]} />
  );
}

/** What a card shows of a record. */
export interface Summary {
  title: string;
  subtitle: string;
  image: string;
  badge?: string;
  date?: CardDate;
}

/**
 * A record's card: image, a title of up to two lines, a line or two of detail, a badge; a link when
 * it has a detail page (its title links, the whole card takes the click). `corner` keeps its top
 * right corner clear for a control laid over it.
 */
export function RecordCard({
  summary,
  href,
  corner = false,
}: {
  summary: Summary;
  href: string | null;
  corner?: boolean;
}) {
  const body = (
    <div className={`flex gap-3 ${corner ? 'pr-8' : ''}`}>
      <Picture
        src={summary.image}
        alt=""
        loading="lazy"
        className="h-12 w-12 shrink-0 rounded-lg bg-ink-700 object-cover"
      />
      <div className="min-w-0 flex-1">
        <h3 dir="auto" className="line-clamp-2 font-semibold text-text">
          {href ? (
            <CardTitleLink href={href} title={summary.title} />
          ) : (
            <span title={summary.title}>{summary.title}</span>
          )}
        </h3>
        {summary.badge && <span className="badge-brand mt-1 capitalize">{summary.badge}</span>}
        <p className="mt-1 line-clamp-2 text-sm text-text-muted">{summary.subtitle}</p>
        {summary.date && (
          <p className="mt-2 text-xs text-text-faint">
            {summary.date.countdown ? (
              <CountdownLine {...summary.date} countdown={summary.date.countdown} />
            ) : (
              <>
                {summary.date.label} <DateText value={summary.date.value} />
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
  return <div className={`${href ? 'card-link' : 'card'} h-full`}>{body}</div>;
}
