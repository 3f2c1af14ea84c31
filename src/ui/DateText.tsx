/**
 * An ISO date shown in the visitor's own locale (no fixed locale: the browser's), inside a
 * `<time>` that keeps the machine-readable value. A date-only string is read as that calendar
 * day, not as UTC midnight, so it never shifts to the day before west of Greenwich.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function parseIsoDate(value: string): Date {
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  }
  return new Date(value);
}

export function DateText({ value, withTime = false, className }: { value: string; withTime?: boolean; className?: string }) {
  const date = parseIsoDate(value);
  if (Number.isNaN(date.getTime())) return <span className={className}>{value}</span>;
  const text = new Intl.DateTimeFormat(undefined, withTime && !DATE_ONLY.test(value) ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
