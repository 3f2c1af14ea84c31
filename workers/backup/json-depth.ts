/**
 * How deeply a JSON text nests, found by one linear scan before parsing: a file nested tens of
 * thousands of levels parses, but breaks IndexedDB's structured clone (FOOTGUNS.md), so it is
 * refused up front with a message instead.
 */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of `text`, stopping early once past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92) i++; // backslash: skip the escaped character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 125 || code === 93) depth--;
  }
  return deepest;
}
