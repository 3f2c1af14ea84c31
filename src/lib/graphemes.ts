/**
 * Text as people count it: a grapheme is what reads as one character ("😀", "é" written as e and
 * an accent, a flag), where a string's length counts UTF-16 units and `Array.from` code points.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character as read, '' for an empty text: an avatar's letter must not split an emoji. */
export function firstGrapheme(text: string): string {
  for (const { segment } of segmenter.segment(text)) return segment;
  return '';
}

/**
 * `text` in at most `max` characters as read: cut, it ends in "…" after `max - 1` of them, so a
 * flag or an emoji at the cut is dropped whole, never left as half a character.
 */
export function cutGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let count = 0;
  let keep = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === max) return `${text.slice(0, keep)}…`;
    if (count === max - 1) keep = index;
    count++;
  }
  return text;
}
