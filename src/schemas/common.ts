/**
 * Building blocks shared by the collection schemas. Every record that crosses a boundary
 * (envelope, editor, import) is parsed through these, so limits here protect the whole app.
 */
import * as v from 'valibot';

/** Longest single-line text we accept (names, titles, short labels). */
export const MAX_SHORT_TEXT = 300;
/** Longest multi-paragraph text we accept outside article bodies. */
export const MAX_LONG_TEXT = 20_000;
/** Longest article body (markdown). */
export const MAX_ARTICLE_TEXT = 500_000;

export const id = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(200),
);
/**
 * The key of a record that has its own page. The page's address holds it, and an address ending
 * in `.json` or holding `/data/` or `/db/` is sent to /403, so such a key would give
 * its record a page no one can open.
 */
export const routeId = v.pipe(
  id,
  v.check(
    (key) => !/\.json$|(?:^|\/)(?:data|db)\//i.test(key),
    'must not end in .json or contain data/ or db/: its page address would be refused',
  ),
  // The browser reads `/giveaways/..` as `/`: such a key's page address leads elsewhere.
  v.check(
    (key) => key !== '.' && key !== '..',
    'must not be . or ..: its page address would lead elsewhere',
  ),
);
export const shortText = v.pipe(v.string(), v.maxLength(MAX_SHORT_TEXT));
export const requiredText = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(MAX_SHORT_TEXT),
);
export const longText = v.pipe(v.string(), v.maxLength(MAX_LONG_TEXT));
export const articleText = v.pipe(v.string(), v.maxLength(MAX_ARTICLE_TEXT));
export const count = v.pipe(
  v.number(),
  v.integer('must be a whole number'),
  v.minValue(0, 'must not be negative'),
);
export const amount = v.pipe(
  v.number(),
  v.finite('must be a finite number'),
  v.minValue(0, 'must not be negative'),
);
export const percent = v.pipe(
  v.number(),
  v.minValue(0, 'must be between 0 and 100'),
  v.maxValue(100, 'must be between 0 and 100'),
);
export const textList = v.pipe(v.array(shortText), v.maxLength(500));

const ISO_DATE_PREFIX =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/**
 * Dates that `Date.parse` accepts in every engine: ECMAScript's own date-time format, days up to
 * 28, hours up to 23. Nearly every stored date is one, and one regex costs a fraction of
 * `Date.parse`; anything else, valid or not, goes to the calendar check and `Date.parse`.
 */
const PLAIN_ISO_DATE =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/;

/** Days in each month of a common year (February 29 is checked apart). */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The two decimal digits of `value` at `at` as a number (the shape was checked by a regex). */
function twoDigits(value: string, at: number): number {
  return (value.charCodeAt(at) - 48) * 10 + value.charCodeAt(at + 1) - 48;
}

/**
 * Whether the `YYYY-MM-DD` that starts `value` is a day of the calendar. `Date.parse` rolls a
 * day past its month's end over into the next month in V8 ("2025-02-30" is March 2), so it is no
 * check of its own. Digit arithmetic only: no Date, no substring.
 */
function isCalendarDay(value: string): boolean {
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  if (month < 1 || month > 12 || day < 1) return false;
  if (day <= 28) return true;
  if (month !== 2) return day <= (MONTH_DAYS[month - 1] ?? 0);
  if (day > 29) return false;
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2);
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** True for `YYYY-MM-DD` and ISO date-times that denote a real time on a day of the calendar. */
export function isIsoDate(value: string): boolean {
  return (
    PLAIN_ISO_DATE.test(value) ||
    (ISO_DATE_PREFIX.test(value) && isCalendarDay(value) && !Number.isNaN(Date.parse(value)))
  );
}

/** An ISO 8601 date or date-time, kept as the string given so that indexes sort it. */
export const isoDate = v.pipe(
  v.string(),
  v.check(isIsoDate, 'must be an ISO date (YYYY-MM-DD or an ISO date-time)'),
);

/**
 * http(s) URLs that `new URL` accepts in every browser: ASCII host labels without `--` (so no
 * punycode `xn--` label to decode), the last one starting with a letter (so the host is never
 * read as an IPv4 number), a port of at most four digits, then URL-safe characters only. One
 * regex instead of a `URL` object per link; anything else, valid or not, goes to `new URL`.
 */
const PLAIN_HTTP_URL =
  /^https?:\/\/(?:[a-z\d]+(?:-[a-z\d]+)*\.)*[a-z][a-z\d]*(?:-[a-z\d]+)*(?::\d{1,4})?(?:[/?#](?:[\w\-.~!$&'()*+,;=:@/?#]|%[\da-f]{2})*)?$/i;

/** True for absolute http(s) URLs. */
export function isHttpUrl(value: string): boolean {
  if (PLAIN_HTTP_URL.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL. */
export const httpUrl = v.pipe(
  v.string(),
  v.maxLength(2_000),
  v.check(isHttpUrl, 'must be an http(s) URL'),
);

/**
 * Where an image may come from: an http(s) URL, a path on this site (`/images/…`), or an inline
 * raster `data:image/…` (never SVG: an SVG data URL can carry script).
 */
export function isImageRef(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return !/[\s"'<>\\]/.test(value);
  if (/^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i.test(value)) return true;
  return isHttpUrl(value);
}

export const imageRef = v.pipe(
  v.string(),
  v.maxLength(200_000),
  v.check(
    isImageRef,
    'must be an http(s) URL, a path on this site, or a data:image (png, jpeg, gif, webp, avif)',
  ),
);
export const gallery = v.pipe(v.array(imageRef), v.maxLength(50));

/** A social or web link that may be absent, as every social value may be null. */
export const optionalUrl = v.nullish(httpUrl);

/** Project links as most collections carry them (website, twitter, discord, telegram). */
export const projectLinks = v.object({
  website: optionalUrl,
  twitter: optionalUrl,
  discord: optionalUrl,
  telegram: optionalUrl,
});

export const roadmapItem = v.object({
  phase: shortText,
  title: requiredText,
  description: longText,
  completed: v.boolean(),
});
export const roadmap = v.pipe(v.array(roadmapItem), v.maxLength(100));

export const teamMember = v.object({
  name: requiredText,
  role: shortText,
  avatar: imageRef,
  twitter: optionalUrl,
  linkedin: optionalUrl,
  github: optionalUrl,
});
export const team = v.pipe(v.array(teamMember), v.maxLength(100));
