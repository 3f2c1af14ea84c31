import { firstGrapheme } from '../../lib/graphemes';

/** Up to two letters for an avatar: the first letters of the name's parts ("dana_defi" → "DD"). */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean);
  // Words that start with a letter: "averylongusername_20" is "A", not "A2"; "Émile 🚀 Zoë" is "ÉZ".
  const words = parts.filter((part) => /^\p{L}/u.test(part)).slice(0, 2);
  const text = (words.length > 0 ? words : parts.slice(0, 1)).map(firstGrapheme).join('');
  return text.toUpperCase() || '?';
}

/** A date in the visitor's locale ("21 November 2026"); null for a value that is not a date. */
export function formatMemberSince(iso: string, locale?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
