/**
 * How deeply a JSON text nests, found by one linear scan before parsing: a file nested tens of
 * thousands of levels parses, but breaks IndexedDB's structured clone (FOOTGUNS.md), so it is
 * refused up front with a message instead.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * The deepest nesting of `text`, stopping early once past `limit`. Strings hold most of a
 * backup's characters, so each is skipped with `indexOf` (native, and far faster than a
 * character loop) rather than read character by character.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = closingQuote(text, i);
      if (i < 0) break;
    } else if (code === 123 || code === 91) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 125 || code === 93) depth--;
  }
  return deepest;
}

/**
 * Where the string opened at `open` ends, or -1 if it never does. A quote is escaped when an odd
 * number of backslashes runs up to it: each backslash escapes the character after it, so a run
 * pairs up from its start and only an odd one leaves a backslash for the quote.
 */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}
