import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isDataPath } from '../../../src/app/guards';
import {
  CONTENT_COLLECTIONS,
  detailPath,
  routeKeyOf,
} from '../../../src/features/kit/content-paths';
import { COLLECTION_NAMES } from '../../../src/schemas/registry';
import { trackingRowSchema } from '../../../src/schemas/tracking';
import { registrationSchema, sessionSchema } from '../../../src/schemas/user';
import {
  describeProblem,
  type Problem,
  validateRecord,
  validateWith,
} from '../../../src/schemas/validate';
import {
  makeAirdrop,
  makeBlogPost,
  makeIcoProject,
  makeLink,
  makeRecord,
  makeSignal,
  makeUser,
  makeWhitelist,
} from '../fixtures';

/** The problems of a value that must be refused (fails the test when it is accepted). */
function problemsOf(result: { ok: true } | { ok: false; problems: Problem[] }): Problem[] {
  if (result.ok) throw new Error('expected the value to be refused, but it was accepted');
  return result.problems;
}

const paths = (problems: readonly Problem[]): string[] => problems.map((p) => p.path);

const validRegistration = {
  email: 'alice@example.com',
  username: 'alice',
  password: 'correct horse',
};

describe('collection schemas', () => {
  it.each(COLLECTION_NAMES)('%s accepts its fixture unchanged', (collection) => {
    const record = makeRecord(collection, 1);
    const result = validateRecord(collection, record);
    expect(result).toEqual({ ok: true, value: record });
  });

  it.each(COLLECTION_NAMES)('%s refuses a record without an id', (collection) => {
    const { id: _id, ...withoutId } = makeRecord(collection, 1);
    expect(paths(problemsOf(validateRecord(collection, withoutId)))).toContain('id');
  });

  it.each(COLLECTION_NAMES)('%s refuses something that is not an object', (collection) => {
    for (const value of [null, 'text', 42, [makeRecord(collection, 1)]]) {
      expect(validateRecord(collection, value).ok).toBe(false);
    }
  });
});

describe('signal schema', () => {
  it.each([101, -1, 100.5, Number.NaN])('refuses score %d and names the score field', (score) => {
    const problems = problemsOf(validateRecord('signals', makeSignal({ score })));
    expect(paths(problems)).toEqual(['score']);
    expect(describeProblem(problems[0] ?? { path: '', message: '' })).toMatch(/^score: /);
  });

  it.each([0, 100, 55.5])('accepts score %d (0 to 100 inclusive)', (score) => {
    expect(validateRecord('signals', makeSignal({ score })).ok).toBe(true);
  });

  it('accepts any score from 0 to 100 and refuses any score outside', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (score) => {
        expect(validateRecord('signals', makeSignal({ score })).ok).toBe(
          score >= 0 && score <= 100,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('refuses the action HOLD (only BUY or SELL)', () => {
    const problems = problemsOf(validateRecord('signals', { ...makeSignal(), action: 'HOLD' }));
    expect(problems).toEqual([{ path: 'action', message: 'must be BUY or SELL' }]);
  });

  it('refuses the type STOCK (only CRYPTO or NFT)', () => {
    const problems = problemsOf(validateRecord('signals', { ...makeSignal(), type: 'STOCK' }));
    expect(problems).toEqual([{ path: 'type', message: 'must be CRYPTO or NFT' }]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '//evil.example.com/x.png',
    'vbscript:msgbox',
  ])('refuses the imageUrl %j', (imageUrl) => {
    expect(paths(problemsOf(validateRecord('signals', makeSignal({ imageUrl }))))).toEqual([
      'imageUrl',
    ]);
  });

  it.each([
    '/images/btc.svg',
    'https://cdn.example.com/btc.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('accepts the imageUrl %j', (imageUrl) => {
    expect(validateRecord('signals', makeSignal({ imageUrl })).ok).toBe(true);
  });

  it('turns a plain-string indicator into { name, value: "", sentiment: "neutral" }', () => {
    const input = {
      ...makeSignal(),
      indicators: ['Golden cross', { name: 'RSI', value: '70', sentiment: 'bearish' }],
    };
    const result = validateRecord('signals', input);
    expect(result.ok && result.value.indicators).toEqual([
      { name: 'Golden cross', value: '', sentiment: 'neutral' },
      { name: 'RSI', value: '70', sentiment: 'bearish' },
    ]);
  });

  it('refuses an indicator with an unknown sentiment and names its path', () => {
    const input = {
      ...makeSignal(),
      indicators: [
        { name: 'RSI', value: '70', sentiment: 'bearish' },
        { name: 'MACD', value: '1', sentiment: 'moon' },
      ],
    };
    const problemPaths = paths(problemsOf(validateRecord('signals', input)));
    expect(problemPaths.length).toBeGreaterThan(0);
    for (const path of problemPaths) expect(path).toMatch(/^indicators\.1(\.|$)/);
  });

  it('refuses a blank plain-string indicator', () => {
    const problemPaths = paths(
      problemsOf(validateRecord('signals', { ...makeSignal(), indicators: ['RSI', '   '] })),
    );
    expect(problemPaths.length).toBeGreaterThan(0);
    for (const path of problemPaths) expect(path).toMatch(/^indicators\.1(\.|$)/);
  });

  it('defaults missing indicators to an empty list', () => {
    const { indicators: _indicators, ...withoutIndicators } = makeSignal();
    const result = validateRecord('signals', withoutIndicators);
    expect(result.ok && result.value.indicators).toEqual([]);
  });

  it('refuses an empty name or symbol (at least 1 character after trimming)', () => {
    expect(paths(problemsOf(validateRecord('signals', makeSignal({ name: '   ' }))))).toEqual([
      'name',
    ]);
    expect(paths(problemsOf(validateRecord('signals', makeSignal({ symbol: '' }))))).toEqual([
      'symbol',
    ]);
  });

  it('refuses a status other than Active or Inactive', () => {
    expect(
      paths(problemsOf(validateRecord('signals', { ...makeSignal(), status: 'active' }))),
    ).toEqual(['status']);
  });
});

describe('problem messages', () => {
  it("puts valibot's generic messages in plain words: a missing field, a value of the wrong type", () => {
    const { indicators: _indicators, ...withoutIndicators } = makeSignal();
    const problems = problemsOf(
      validateRecord('signals', {
        ...withoutIndicators,
        name: 42,
        change24h: '5%',
        indicators: [{ name: 'RSI' }],
      }),
    );
    const byPath = Object.fromEntries(problems.map((problem) => [problem.path, problem.message]));
    expect(byPath).toMatchObject({
      name: 'must be text, not 42',
      change24h: 'must be a number, not "5%"',
      'indicators.0.value': 'is missing',
    });
    expect(problemsOf(validateRecord('signals', null))).toEqual([
      { path: '', message: 'must be an object, not null' },
    ]);
    expect(
      problemsOf(validateRecord('signals', { ...makeSignal(), platform: ['Binance'] })),
    ).toEqual([{ path: 'platform', message: 'must be text, not Array' }]);
  });

  it('says what a score or a watched flag of the wrong type was, as it does for every other field', () => {
    expect(problemsOf(validateRecord('signals', { ...makeSignal(), score: 'high' }))).toEqual([
      { path: 'score', message: 'must be a number, not "high"' },
    ]);
    const row = {
      owner: 'guest',
      collection: 'signals',
      itemId: 'sig-1',
      watched: 'yes',
      steps: [],
      note: '',
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'A signal',
    };
    expect(problemsOf(validateWith(trackingRowSchema, row))).toEqual([
      { path: 'watched', message: 'must be true or false, not "yes"' },
    ]);
  });

  it('keeps our own messages as they are', () => {
    expect(problemsOf(validateRecord('signals', { ...makeSignal(), score: 101 }))).toEqual([
      { path: 'score', message: 'must be between 0 and 100' },
    ]);
    expect(problemsOf(validateRecord('signals', { ...makeSignal(), type: 'STOCK' }))).toEqual([
      { path: 'type', message: 'must be CRYPTO or NFT' },
    ]);
  });

  it('says a too long text or list in words, with its limit and its length', () => {
    expect(
      problemsOf(validateRecord('signals', { ...makeSignal(), reason: 'r'.repeat(20_001) })),
    ).toEqual([{ path: 'reason', message: 'must be at most 20,000 characters long, not 20,001' }]);
    expect(
      problemsOf(
        validateRecord('airdrops', {
          ...makeAirdrop(),
          gallery: Array.from({ length: 51 }, () => '/images/logo.svg'),
        }),
      ),
    ).toEqual([{ path: 'gallery', message: 'must be at most 50 items long, not 51' }]);
  });

  it('refuses a date the calendar does not have (V8 would roll it over into the next month)', () => {
    const message = 'must be an ISO date (YYYY-MM-DD or an ISO date-time)';
    expect(
      problemsOf(validateRecord('signals', { ...makeSignal(), timestamp: '2023-02-29T10:00:00Z' })),
    ).toEqual([{ path: 'timestamp', message }]);
    expect(
      problemsOf(validateRecord('airdrops', { ...makeAirdrop(), endDate: '2025-02-30' })),
    ).toEqual([{ path: 'endDate', message }]);
    expect(validateRecord('airdrops', { ...makeAirdrop(), endDate: '2024-02-29' }).ok).toBe(true);
  });

  it('words every refusal itself: no field of any collection shows valibot\'s "Invalid value: Expected >=0"', () => {
    const wrongNumbers = [
      -1,
      101,
      1.5,
      Number.POSITIVE_INFINITY,
      Number.NaN,
      Number.NEGATIVE_INFINITY,
    ];
    const wrongTexts = ['', ' ', 'has a space.png', 'javascript:alert(1)', 'x'.repeat(600_001)];
    const raw: string[] = [];
    for (const collection of COLLECTION_NAMES) {
      const record = makeRecord(collection, 1);
      for (const path of leafPaths(record)) {
        const wrongs = typeof valueAt(record, path) === 'number' ? wrongNumbers : wrongTexts;
        for (const wrong of wrongs) {
          const result = validateRecord(collection, withValueAt(record, path, wrong));
          if (result.ok) continue;
          for (const problem of result.problems) {
            if (/^Invalid \w+:|Expected|received/.test(problem.message))
              raw.push(`${collection} ${describeProblem(problem)}`);
          }
        }
      }
    }
    expect([...new Set(raw)]).toEqual([]);
  });

  it('shortens a long wrong value to 40 characters', () => {
    const [long] = problemsOf(
      validateRecord('signals', { ...makeSignal(), change24h: 'z'.repeat(200) }),
    );
    expect(long?.message).toBe(`must be a number, not "${'z'.repeat(38)}…`);
  });

  it('never cuts a character in two when it shortens: an emoji at the cut goes whole', () => {
    // '"' and 37 letters, then a two-unit emoji across the 39th unit.
    const [long] = problemsOf(
      validateRecord('signals', {
        ...makeSignal(),
        change24h: `${'z'.repeat(37)}🚀${'z'.repeat(50)}`,
      }),
    );
    expect(long?.message).toBe(`must be a number, not "${'z'.repeat(37)}…`);
  });
});

describe('registration schema', () => {
  const register = (overrides: Partial<typeof validRegistration>) =>
    validateWith(registrationSchema, { ...validRegistration, ...overrides });

  it.each([
    ['2', 'ab'],
    ['21', 'a'.repeat(21)],
    ['2 after trimming', '  ab  '],
  ])('refuses a username of %s characters', (_label, username) => {
    expect(paths(problemsOf(register({ username })))).toEqual(['username']);
  });

  it.each([
    ['3', 'abc'],
    ['20', 'a'.repeat(20)],
  ])('accepts a username of %s characters', (_label, username) => {
    expect(register({ username })).toEqual({ ok: true, value: { ...validRegistration, username } });
  });

  it('refuses a password of 7 characters with the spec message', () => {
    expect(problemsOf(register({ password: '1234567' }))).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('accepts a password of 8 characters', () => {
    expect(register({ password: '12345678' }).ok).toBe(true);
  });

  it.each(['not-an-email', 'a@', '@b.c', 'a b@c.d'])('refuses the email %j', (email) => {
    expect(problemsOf(register({ email }))).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('refuses an empty email, saying first that it is required', () => {
    const problems = problemsOf(register({ email: '   ' }));
    expect(problems[0]).toEqual({ path: 'email', message: 'Email is required' });
    expect(new Set(paths(problems))).toEqual(new Set(['email']));
  });

  it('accepts a valid email, trimmed', () => {
    const result = register({ email: '  bob@example.org ' });
    expect(result.ok && result.value.email).toBe('bob@example.org');
  });
});

describe('session schema', () => {
  it('keeps id, email and username, defaults alpha to false and drops a password', () => {
    const result = validateWith(sessionSchema, {
      id: 'user-1',
      email: 'a@b.co',
      username: 'alice',
      password: 'secret!!',
    });
    expect(result).toEqual({
      ok: true,
      value: { id: 'user-1', email: 'a@b.co', username: 'alice', alpha: false },
    });
  });
});

describe('other collection rules', () => {
  it('refuses a whitelist with more remaining spots than total spots, naming remainingSpots', () => {
    const problems = problemsOf(
      validateRecord('whitelists', makeWhitelist({ totalSpots: 100, remainingSpots: 101 })),
    );
    expect(problems).toEqual([{ path: 'remainingSpots', message: 'must not exceed totalSpots' }]);
  });

  it('refuses a Filled whitelist that still has spots remaining (Filled means 0 remaining)', () => {
    const problems = problemsOf(
      validateRecord(
        'whitelists',
        makeWhitelist({ totalSpots: 300, remainingSpots: 5, status: 'Filled' }),
      ),
    );
    expect(paths(problems)).toEqual(['remainingSpots']);
  });

  it('accepts a filled whitelist (0 remaining) and one with every spot remaining', () => {
    expect(
      validateRecord(
        'whitelists',
        makeWhitelist({ totalSpots: 300, remainingSpots: 0, status: 'Filled' }),
      ).ok,
    ).toBe(true);
    expect(
      validateRecord('whitelists', makeWhitelist({ totalSpots: 300, remainingSpots: 300 })).ok,
    ).toBe(true);
  });

  it('refuses an ICO token distribution that does not add up to 100', () => {
    const ico = makeIcoProject();
    const tokenomics = {
      ...ico.tokenomics,
      tokenDistribution: { publicSale: 40, team: 15, marketing: 10, ecosystem: 25, reserve: 5 },
    };
    const problems = problemsOf(validateRecord('icoProjects', { ...ico, tokenomics }));
    expect(problems).toEqual([
      { path: 'tokenomics.tokenDistribution', message: 'shares must add up to 100' },
    ]);
  });

  it('accepts an ICO token distribution that adds up to 100 with fractions', () => {
    const ico = makeIcoProject();
    const tokenomics = {
      ...ico.tokenomics,
      tokenDistribution: {
        publicSale: 33.3,
        team: 33.3,
        marketing: 33.4,
        ecosystem: 0,
        reserve: 0,
      },
    };
    expect(validateRecord('icoProjects', { ...ico, tokenomics }).ok).toBe(true);
  });

  it.each([1.5, 0, -3, '1'])('refuses the blog post id %j (a whole number from 1)', (id) => {
    expect(paths(problemsOf(validateRecord('blogPosts', { ...makeBlogPost(), id })))).toEqual([
      'id',
    ]);
  });

  it.each(['Bad Slug', 'double--hyphen', '-leading', 'ümlaut'])(
    'refuses the blog slug %j',
    (slug) => {
      expect(paths(problemsOf(validateRecord('blogPosts', makeBlogPost({ slug }))))).toEqual([
        'slug',
      ]);
    },
  );

  it("refuses the link category 'banks'", () => {
    const problems = problemsOf(validateRecord('links', { ...makeLink(), category: 'banks' }));
    expect(paths(problems)).toEqual(['category']);
  });

  it('accepts null for any social value of a link', () => {
    const link = makeLink({
      twitter: null,
      discord: null,
      telegram: null,
      github: null,
      whitepaper: null,
    });
    expect(validateRecord('links', link).ok).toBe(true);
  });
});

describe('keys that address a page', () => {
  const addressedById = CONTENT_COLLECTIONS.filter((collection) => routeKeyOf(collection) === 'id');

  it.each(['report.json', 'REPORT.JSON', 'data/report', 'a/db/b', 'Data/x', '.', '..'])(
    'refuses the id %j, whose page would be sent to /403 or elsewhere',
    (key) => {
      for (const collection of addressedById) {
        expect(
          paths(problemsOf(validateRecord(collection, { ...makeRecord(collection, 1), id: key }))),
        ).toEqual(['id']);
      }
    },
  );

  it.each(['json', 'report.json5', 'metadata/x', 'sandbox/db', 'data', '...', '.x'])(
    'accepts the id %j',
    (key) => {
      for (const collection of addressedById) {
        expect(validateRecord(collection, { ...makeRecord(collection, 1), id: key }).ok).toBe(true);
      }
    },
  );

  it('every id a schema accepts gives a detail page the guards serve, at the address written', () => {
    const piece = fc.constantFrom(
      '.json',
      '.JSON',
      'data/',
      'DB/',
      '/',
      'db',
      'data',
      '%',
      '.',
      'x',
      ' ',
    );
    const key = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.array(piece, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(fc.constantFrom(...addressedById), key, (collection, candidate) => {
        const result = validateRecord(collection, { ...makeRecord(collection, 1), id: candidate });
        if (!result.ok) return;
        const path = detailPath(collection, result.value as { id: string });
        if (path === null) return;
        expect(isDataPath(path)).toBe(false);
        // The address the browser goes to is the one written (`/x/..` would be `/`).
        expect(new URL(path, 'https://alphascout.test').pathname).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('unknown keys and prototype pollution', () => {
  it('strips keys that the schema does not name', () => {
    const result = validateRecord('users', { ...makeUser(), isAdmin: true, role: 'admin' });
    expect(result.ok && Object.keys(result.value).sort()).toEqual([
      'avatar_url',
      'created_at',
      'email',
      'id',
      'password',
      'username',
    ]);
  });

  it('strips unknown keys in nested objects too', () => {
    const post = makeBlogPost();
    const result = validateRecord('blogPosts', {
      ...post,
      author: { ...post.author, onclick: 'x' },
    });
    expect(result.ok && Object.keys(result.value.author).sort()).toEqual(['avatar', 'bio', 'name']);
  });

  it('does not let a JSON "__proto__" key change the prototype of the output or of Object', () => {
    const json = JSON.stringify({
      ...makeSignal(),
      indicators: [{ name: 'RSI', value: '1', sentiment: 'bullish' }],
    })
      .replace(/^\{/, '{"__proto__":{"polluted":"yes","isAdmin":true},')
      .replace('{"name":"RSI"', '{"__proto__":{"polluted":"nested"},"name":"RSI"');
    const input: unknown = JSON.parse(json);
    // JSON.parse makes "__proto__" an own property: the danger is a later merge.
    expect(Object.hasOwn(input as object, '__proto__')).toBe(true);

    const result = validateRecord('signals', input);
    if (!result.ok) throw new Error(`fixture refused: ${JSON.stringify(result.problems)}`);
    const output = result.value;
    const indicator = output.indicators[0];

    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(indicator)).toBe(Object.prototype);
    expect(Object.hasOwn(output, '__proto__')).toBe(false);
    expect(Object.hasOwn(indicator ?? {}, '__proto__')).toBe(false);
    expect('polluted' in output).toBe(false);

    // Merging the output, as an editor or importer might, must not pollute anything either.
    const merged: Record<string, unknown> = Object.assign({}, output);
    expect(merged.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('every collection schema drops a "__proto__" key', () => {
    for (const collection of COLLECTION_NAMES) {
      const json = JSON.stringify(makeRecord(collection, 1)).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},',
      );
      const result = validateRecord(collection, JSON.parse(json));
      expect(result.ok, collection).toBe(true);
      if (result.ok) {
        expect(Object.getPrototypeOf(result.value), collection).toBe(Object.prototype);
        expect(Object.hasOwn(result.value, '__proto__'), collection).toBe(false);
      }
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

type Leaf = string | number;

/** Dotted paths of every text and number in `value`, e.g. `tokenomics.tokenDistribution.team`. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [prefix];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    leafPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], value);
}

/** A deep copy of `value` with the leaf at `path` replaced. */
function withValueAt(value: unknown, path: string, leaf: Leaf): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<Record<string, unknown>>(
    (inner, key) => inner[key] as Record<string, unknown>,
    copy,
  );
  parent[last] = leaf;
  return copy;
}
