import { formatDate, formatDateTime } from '../lib/format';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO date shown in the visitor's own locale inside a `<time>` that keeps the
 * machine-readable value. Formatting (date-only values as that calendar day) is lib/format's;
 * an unreadable value is shown as it was stored.
 */
export function DateText({
  value,
  withTime = false,
  className,
}: {
  value: string;
  withTime?: boolean;
  className?: string;
}) {
  const text = withTime && !DATE_ONLY.test(value) ? formatDateTime(value) : formatDate(value);
  if (text === '—') return <span className={className}>{value}</span>;
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
