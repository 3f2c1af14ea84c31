import { firstGrapheme } from '../../lib/graphemes';

/** Up to two letters for an avatar: the first letters of the name's parts ("dana_defi" → "DD"). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/[\s._-]+/u).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[1]] : [parts[0]];
  const text = letters.map((part) => firstGrapheme(part ?? '')).join('');
  return text.toUpperCase() || '?';
}

/** A date in the visitor's locale ("21 November 2026"); null for a value that is not a date. */
export function formatMemberSince(iso: string, locale?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
