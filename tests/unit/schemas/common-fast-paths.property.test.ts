/**
 * The fast paths in src/schemas/common.ts (a regex before `new URL`, a regex before `Date.parse`)
 * must not change a single answer: each function is compared with the plain check it replaced,
 * on hand-picked edge cases and on generated strings shaped like URLs and dates. Then, that the
 * everyday forms really skip `new URL` and `Date.parse`.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isHttpUrl, isIsoDate } from '../../../src/schemas/common';

const RUNS = { numRuns: 3_000, seed: 20261121 } as const;

/** isHttpUrl before the fast path. */
function httpUrlByUrlParser(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * isIsoDate before the fast path, plus the calendar: V8's Date.parse rolls "2025-02-30" over to
 * March 2, so the day is checked by writing it back through a Date and comparing.
 */
function isoDateByDateParse(value: string): boolean {
  if (
    !/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(
      value,
    ) ||
    Number.isNaN(Date.parse(value))
  )
    return false;
  const day = value.slice(0, 10);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(midnight) && new Date(midnight).toISOString().slice(0, 10) === day;
}

const URL_EDGES = [
  'http://',
  'https://',
  'http:/a.com',
  'https://a b',
  'https://a.com/a b',
  'http://a.com?q=a b',
  'http://a.com#x y',
  ' http://a.com',
  'http://a.com ',
  'http://a.com\t/x',
  'http://a.com\n',
  'http://[::1]',
  'http://[::1]:8080/x',
  'http://[::g]',
  'http://a\\b',
  'http://a.com\\x',
  'http://u:p@a.com',
  'http://a.com@evil.com',
  'http://a.com:80@evil.com',
  'http://@a.com',
  'http://a.com:',
  'http://a.com:0',
  'http://a.com:0080',
  'http://a.com:8080',
  'http://a.com:65535',
  'http://a.com:65536',
  'http://a.com:99999',
  'http://a.com:-1',
  'http://a.123',
  'http://a.0x1',
  'http://a.0X1f',
  'http://123',
  'http://1.2.3.4',
  'http://1.2.3.256',
  'http://0x7f.1',
  'http://xn--a.com',
  'http://xn--abc',
  'http://XN--abc.com',
  'http://xn--bcher-kva.example',
  'http://a--b.com',
  'http://-a-.com',
  'http://a-.com',
  'http://a..b',
  'http://.a.com',
  'http://a.com.',
  'http://a.com./x',
  'http://ex%41mple.com',
  'http://a%2eb.com',
  'http://a.com/%zz',
  'http://a.com/%41',
  'http://a.com/%',
  'HTTP://A.COM',
  'HtTpS://Example.Com/Path?Q#F',
  'http://a_b.com',
  'http://bücher.de',
  'http://xn--bcher-kva.de',
  'http://ex\u017Fample.com',
  'http://\u212Aey.com',
  'http://a.com/\u00e9',
  'http://a.com/?q=\u{1F600}',
  'http://a.com/<x>',
  'http://a.com/"x"',
  "http://a.com/'x'",
  'http://a.com/`x`',
  'http://a.com/{x}',
  'http://a.com/|x',
  'http://a.com/^x',
  'http://a.com/x#y#z',
  'http://a.com/x??y',
  'http://a.com//x',
  'http://a.com/./../x',
  'http://a',
  'https://localhost:5173/',
  'http://a.com/%2F',
  'ftp://a.com',
  'javascript:alert(1)',
  'http:\\\\a.com',
  'http://a.com\u0000',
  'http://a\u0000.com',
  'http://a%00.com',
  'http://a.com:8080x',
  'https://x.com/alphascout/status/1000000',
  'https://zephyr-network.example',
  `https://a.com/${'x'.repeat(3_000)}`,
];

const DATE_EDGES = [
  '2026-02-28',
  '2026-02-29',
  '2024-02-29',
  '2025-02-30',
  '2023-02-29T10:00:00Z',
  '2024-02-29T10:00:00Z',
  '1900-02-29',
  '2000-02-29',
  '0000-02-29',
  '2100-02-29T00:00',
  '2026-04-30T23:59',
  '2026-06-31 10:00Z',
  '2026-09-31',
  '2026-11-31T10:00:00+01:00',
  '2026-12-31T24:00',
  '2026-02-30T24:00',
  '2026-02-30',
  '2026-02-31',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-01-32',
  '0000-01-01',
  '9999-12-31T23:59:59.999Z',
  '2026-01-01T24:00',
  '2026-01-01T24:00:00Z',
  '2026-01-01T24:01',
  '2026-01-01T23:60',
  '2026-01-01T23:59:60Z',
  '2026-01-01T10:00',
  '2026-01-01T10:00:00',
  '2026-01-01T10:00:00.1Z',
  '2026-01-01T10:00:00.12Z',
  '2026-01-01T10:00:00.123Z',
  '2026-01-01T10:00:00.123456789Z',
  '2026-01-01T10:00+24:00',
  '2026-01-01T10:00+23:59',
  '2026-01-01T10:00+2359',
  '2026-01-01T10:00-99:00',
  '2026-01-01T10:00+00:60',
  '2026-01-01 10:00',
  '2026-01-01 10:00Z',
  '2026-01-01 24:00',
  '2026-01-01Z',
  '2026-01-01T',
  '2026-1-01',
  '+002026-01-01',
  '2026-01-01t10:00',
  '2026-01-01T10:00z',
  ' 2026-01-01',
  '2026-01-01 ',
  '２０２６-01-01',
  '2026-01-01T10:00:00.000+05:30',
  '2026-01-01T10:00:00-00:00',
];

/** Strings assembled from URL-ish pieces, most of them valid, many of them nearly so. */
const urlLike = fc
  .tuple(
    fc.constantFrom('http://', 'https://', 'HTTPS://', 'http:/', 'http:\\\\', 'ftp://', ''),
    fc.array(
      fc.oneof(
        fc.stringMatching(/^[a-z0-9-]{0,8}$/),
        fc.constantFrom(
          'xn--a',
          'xn--bcher-kva',
          '123',
          '0x1f',
          '256',
          'b\u00fccher',
          'a_b',
          'a b',
          '',
          '[::1]',
        ),
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
    fc.constantFrom('', ':', ':0', ':80', ':8080', ':65535', ':65536', ':99999', '@a.com', ':x'),
    fc.array(
      fc.constantFrom(
        '/',
        '?',
        '#',
        'a',
        'Z',
        '0',
        '-',
        '.',
        '_',
        '~',
        '%',
        '%41',
        '%zz',
        ' ',
        '\t',
        '\\',
        '"',
        '<',
        '|',
        '^',
        '`',
        '{',
        '\u00e9',
        '\u{1F600}',
        '@',
        ':',
        "'",
        '(',
        '=',
        '&',
      ),
      {
        maxLength: 12,
      },
    ),
  )
  .map(([scheme, labels, port, path]) => `${scheme}${labels.join('.')}${port}${path.join('')}`);

const digits = (length: number) =>
  fc.integer({ min: 0, max: 10 ** length - 1 }).map((n) => String(n).padStart(length, '0'));

/** Strings in and around the ISO shapes, with every field over its whole two-digit range. */
const dateLike = fc
  .tuple(
    digits(4),
    digits(2),
    digits(2),
    fc.option(
      fc.tuple(
        fc.constantFrom('T', ' ', 't'),
        digits(2),
        digits(2),
        fc.option(fc.tuple(digits(2), fc.option(fc.stringMatching(/^[0-9]{1,10}$/), { nil: '' })), {
          nil: undefined,
        }),
        fc
          .constantFrom('', 'Z', 'z', '+', '-')
          .chain((sign) =>
            sign === '+' || sign === '-'
              ? fc
                  .tuple(digits(2), fc.constantFrom(':', ''), digits(2))
                  .map((parts) => sign + parts.join(''))
              : fc.constant(sign),
          ),
      ),
      { nil: undefined },
    ),
  )
  .map(([year, month, day, time]) => {
    const date = `${year}-${month}-${day}`;
    if (!time) return date;
    const [separator, hour, minute, seconds, zone] = time;
    const secondsPart = seconds ? `:${seconds[0]}${seconds[1] ? `.${seconds[1]}` : ''}` : '';
    return `${date}${separator}${hour}:${minute}${secondsPart}${zone}`;
  });

/** Valid dates as the app writes them, so the fast path is exercised on its own ground. */
const isoStrings = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

describe('isHttpUrl answers exactly as new URL did', () => {
  it.each(URL_EDGES)('%j', (value) => {
    expect(isHttpUrl(value)).toBe(httpUrlByUrlParser(value));
  });

  it('on generated URL-like strings (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          urlLike,
          fc.webUrl({
            validSchemes: ['http', 'https'],
            withQueryParameters: true,
            withFragments: true,
          }),
          fc.string(),
        ),
        (value) => {
          expect(isHttpUrl(value)).toBe(httpUrlByUrlParser(value));
        },
      ),
      RUNS,
    );
  });
});

describe('isIsoDate answers as Date.parse did, for days the calendar has', () => {
  it.each(DATE_EDGES)('%j', (value) => {
    expect(isIsoDate(value)).toBe(isoDateByDateParse(value));
  });

  it('on generated date-like strings (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          dateLike,
          isoStrings,
          isoStrings.map((value) => value.slice(0, 10)),
          fc.string(),
        ),
        (value) => {
          expect(isIsoDate(value)).toBe(isoDateByDateParse(value));
        },
      ),
      RUNS,
    );
  });
});

describe('everyday values skip the slow checks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('accepts plain http(s) links without building a URL', () => {
    const parse = vi.spyOn(globalThis, 'URL');
    for (const value of [
      'https://zephyr-network.example',
      'https://x.com/alphascout/status/1000123',
      'http://localhost:5173/a/b?c=d&e=f#g',
      'HTTPS://Example.COM/%41',
    ])
      expect(isHttpUrl(value)).toBe(true);
    expect(parse).not.toHaveBeenCalled();
  });

  it('accepts dates as toISOString writes them, and plain days, without Date.parse', () => {
    const parse = vi.spyOn(Date, 'parse');
    for (const value of [
      '2026-11-21T09:51:47.473Z',
      '2026-11-21',
      '2026-01-01T10:00',
      '2026-01-01T10:00:00+05:30',
    ])
      expect(isIsoDate(value)).toBe(true);
    expect(parse).not.toHaveBeenCalled();
  });
});

describe('isIsoDate refuses days the calendar does not have', () => {
  it.each([
    '2025-02-30',
    '2023-02-29T10:00:00Z',
    '2026-04-31',
    '2026-06-31T10:00',
    '2026-09-31 10:00Z',
    '2026-11-31T10:00:00+01:00',
    '1900-02-29',
    '2100-02-29T00:00:00.000Z',
  ])('%j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it.each([
    '2024-02-29',
    '2024-02-29T10:00:00Z',
    '2000-02-29',
    '0000-02-29',
    '2026-01-31',
    '2026-03-31T23:59:59.999Z',
    '2026-04-30',
    '2026-12-31T10:00+05:30',
  ])('accepts %j', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
});
