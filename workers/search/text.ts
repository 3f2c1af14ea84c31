/** Text handling shared by indexing and querying, so both see words the same way. */

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Lowercase, accents folded, runs of space collapsed. Plain ASCII (nearly every name) skips
 * Unicode normalisation, which is most of the cost when 300k names are indexed.
 */
export function normalize(text: string): string {
  const folded = PRINTABLE_ASCII.test(text)
    ? text
    : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return folded.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Words: runs of letters and digits (so "$BTC/USDT" gives "btc", "usdt"). */
export function tokenize(text: string): string[] {
  const normalized = normalize(text);
  return (
    (PRINTABLE_ASCII.test(normalized)
      ? normalized.match(/[a-z0-9]+/g)
      : normalized.match(/[\p{L}\p{N}]+/gu)) ?? []
  );
}

/**
 * English words too common to help find anything. Description text drops them, and so does a
 * query looking through descriptions; names and symbols keep every word, so a project called
 * "The Graph" is still found by "the".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our that the their this to was were will with you your'.split(
    ' ',
  ),
);
