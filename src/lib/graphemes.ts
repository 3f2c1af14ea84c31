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
