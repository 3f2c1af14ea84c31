/**
 * The seed data: every record passes its collection schema, ids and slugs are unique, every
 * referenced image exists under public/, and the sample ranges of docs/product.md, "Seed data" hold.
 */
import { pbkdf2Sync, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { seedData } from '../../../seeds';
import { SEED_REFERENCE_DAY } from '../../../src/db/seeding/seed-dates';
import { aboutTeam } from '../../../src/features/popups/about-team';
import { collectionSchemas } from '../../../src/schemas/collection-schemas';
import { COLLECTION_NAMES, type CollectionName } from '../../../src/schemas/registry';
import { aboutTeamMemberSchema } from '../../../src/schemas/team-member';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ADMIN_EMAILS = ['admin@alphascout.app', 'test@alphascout.app', 'admin@example.com'];

function problemsOf(schema: v.GenericSchema, record: unknown): string[] {
  const result = v.safeParse(schema, record);
  if (result.success) return [];
  return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(record)'}: ${issue.message}`);
}

/** Every string in a value, found by walking objects and arrays. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}

function duplicates(values: readonly unknown[]): unknown[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const inRange = (n: number, min: number, max: number) => n >= min && n <= max;
const time = (iso: string) => Date.parse(iso);

describe('seed data', () => {
  it('has an array for every collection and nothing else', () => {
    expect(Object.keys(seedData).sort()).toEqual([...COLLECTION_NAMES].sort());
    for (const name of COLLECTION_NAMES) expect(Array.isArray(seedData[name]), name).toBe(true);
  });

  describe.each(COLLECTION_NAMES)('%s', (name: CollectionName) => {
    const records: readonly unknown[] = seedData[name];

    it('is not empty and every record passes the collection schema', () => {
      expect(records.length).toBeGreaterThan(0);
      const schema = collectionSchemas[name] as v.GenericSchema;
      records.forEach((record, index) => {
        const problems = problemsOf(schema, record);
        expect(problems, `${name}[${index}] ${problems.join('; ')}`).toEqual([]);
      });
    });

    it('has unique ids', () => {
      const ids = records.map((record) => (record as { id: unknown }).id);
      expect(duplicates(ids), `duplicate ids in ${name}`).toEqual([]);
    });

    it('keeps parsed records equal to the seeds (no defaults or transforms needed)', () => {
      const schema = collectionSchemas[name] as v.GenericSchema;
      for (const record of records) expect(v.parse(schema, record)).toEqual(record);
    });
  });

  it('has unique slugs for courses and blog posts', () => {
    expect(duplicates(seedData.academy.map((c) => c.slug))).toEqual([]);
    expect(duplicates(seedData.blogPosts.map((p) => p.slug))).toEqual([]);
  });

  it('refers only to images that exist under public/', () => {
    const paths = new Set(stringsIn([seedData, aboutTeam]).filter((s) => s.startsWith('/images/')));
    expect(paths.size).toBeGreaterThan(50);
    const missing = [...paths].filter((path) => !existsSync(join(ROOT, 'public', path)));
    expect(missing, `missing images: ${missing.join(', ')}`).toEqual([]);
  });

  it('uses only local images, never remote ones', () => {
    const imageKeys = new Set(['image', 'imageUrl', 'avatar', 'avatar_url', 'icon', 'gallery']);
    const remote: string[] = [];
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (imageKeys.has(key) && !value.startsWith('/images/')) remote.push(`${key}: ${value}`);
      } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else if (value !== null && typeof value === 'object')
        for (const [k, item] of Object.entries(value)) walk(item, k);
    };
    walk([seedData, aboutTeam]);
    expect(remote).toEqual([]);
  });

  it('keeps every generated SVG small', () => {
    const paths = new Set(stringsIn([seedData, aboutTeam]).filter((s) => s.endsWith('.svg')));
    paths.add('/images/logo.svg');
    for (const path of paths) {
      const file = join(ROOT, 'public', path);
      expect(readFileSync(file).byteLength, path).toBeLessThanOrEqual(1536);
    }
  });
});

describe('sample ranges', () => {
  it('signals: both types and actions, scores 32 to 85, NFT signals without a market cap', () => {
    const signals = seedData.signals;
    expect(signals.length).toBeGreaterThanOrEqual(12);
    expect(new Set(signals.map((s) => s.type))).toEqual(new Set(['CRYPTO', 'NFT']));
    expect(new Set(signals.map((s) => s.action))).toEqual(new Set(['BUY', 'SELL']));
    expect(new Set(signals.map((s) => s.status))).toEqual(new Set(['Active', 'Inactive']));
    expect(signals.filter((s) => s.status === 'Active').length).toBeGreaterThan(signals.length / 2);
    for (const s of signals) {
      expect(inRange(s.score, 32, 85), `${s.id} score ${s.score}`).toBe(true);
      if (s.type === 'NFT') expect('marketCap' in s, `${s.id} must not have marketCap`).toBe(false);
      else expect(s.marketCap, `${s.id} needs a marketCap`).toBeTruthy();
      expect(s.timestamp >= '2026-10-01' && s.timestamp < '2026-12-01', `${s.id} timestamp`).toBe(
        true,
      );
      expect(s.price, s.id).toMatch(/^\$[\d,]+\.\d{2,4}$/);
      expect(s.indicators.length, s.id).toBeGreaterThan(0);
    }
    const scores = signals.map((s) => s.score);
    expect(Math.min(...scores)).toBe(32);
    expect(Math.max(...scores)).toBe(85);
    const sentiments = new Set(
      signals.flatMap((s) =>
        s.indicators.map((i) => (typeof i === 'string' ? 'text' : i.sentiment)),
      ),
    );
    expect(sentiments).toEqual(new Set(['bullish', 'bearish', 'neutral']));
  });

  it('airdrops: the reference airdrop, teams, and end dates mostly in 2027 with one in the past', () => {
    const airdrops = seedData.airdrops;
    expect(airdrops.length).toBeGreaterThanOrEqual(8);
    const reference = airdrops.filter((a) => a.value === '$100-$700' && a.participants === 1234);
    expect(reference).toHaveLength(1);
    const [ref] = reference;
    expect(ref?.requirements).toHaveLength(5);
    expect(ref?.tasks).toHaveLength(10);
    expect(duplicates(ref?.tasks.map((t) => t.id) ?? [])).toEqual([]);
    expect(ref?.tasks.some((t) => t.link === '')).toBe(true);
    expect(ref?.tasks.some((t) => t.link.startsWith('https://'))).toBe(true);
    for (const a of airdrops) {
      expect(a.team.length, a.id).toBeGreaterThan(0);
      expect(a.value, a.id).toMatch(/^\$[\d,]+-\$[\d,]+$/);
    }
    // A task repeats exactly when its text says so, and one of each kind shows the tracker's repeats.
    const tasks = airdrops.flatMap((a) => a.tasks);
    for (const task of tasks)
      expect(task.repeat, task.id).toBe(
        /\b(daily|every day)\b/i.test(task.description)
          ? 'daily'
          : /\b(weekly|every week)\b/i.test(task.description)
            ? 'weekly'
            : undefined,
      );
    expect(new Set(tasks.map((task) => task.repeat))).toEqual(
      new Set([undefined, 'daily', 'weekly']),
    );
    const now = time(`${SEED_REFERENCE_DAY}T00:00:00Z`);
    expect(airdrops.filter((a) => time(a.endDate) < now)).toHaveLength(1);
    expect(airdrops.filter((a) => a.endDate.startsWith('2027')).length).toBeGreaterThan(
      airdrops.length / 2,
    );
  });

  it('giveaways: both statuses, all categories, x.com tweet links', () => {
    const giveaways = seedData.giveaways;
    expect(giveaways.length).toBeGreaterThanOrEqual(8);
    expect(new Set(giveaways.map((g) => g.status))).toEqual(new Set(['active', 'ended']));
    expect(new Set(giveaways.map((g) => g.category))).toEqual(new Set(['nft', 'coin', 'gaming']));
    for (const g of giveaways)
      expect(g.tweetLink, g.id).toMatch(/^https:\/\/x\.com\/\w+\/status\/\d+$/);
  });

  it('whitelists: 300 to 1000 spots, Filled means no spots left, all statuses used', () => {
    const whitelists = seedData.whitelists;
    expect(whitelists.length).toBeGreaterThanOrEqual(8);
    expect(new Set(whitelists.map((w) => w.status))).toEqual(
      new Set(['Open', 'Closing Soon', 'Filled']),
    );
    for (const w of whitelists) {
      expect(inRange(w.totalSpots, 300, 1000), `${w.id} totalSpots`).toBe(true);
      expect(w.remainingSpots, w.id).toBeLessThanOrEqual(w.totalSpots);
      expect(w.remainingSpots === 0, `${w.id}: Filled if and only if no spots remain`).toBe(
        w.status === 'Filled',
      );
    }
  });

  it('testnets: Active and Coming Soon', () => {
    expect(seedData.testnets.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seedData.testnets.map((t) => t.status))).toEqual(
      new Set(['Active', 'Coming Soon']),
    );
  });

  it('links: all six categories, https URLs, some null socials', () => {
    const links = seedData.links;
    expect(links.length).toBeGreaterThanOrEqual(12);
    expect(new Set(links.map((l) => l.category))).toEqual(
      new Set(['exchanges', 'wallets', 'dapps', 'marketplaces', 'hardware_wallets', 'tools']),
    );
    for (const l of links) expect(l.url, l.id).toMatch(/^https:\/\//);
    expect(links.some((l) => l.discord === null || l.telegram === null || l.github === null)).toBe(
      true,
    );
  });

  it('news: all six ecosystems, 2026 dates, markdown with a heading and a list', () => {
    const news = seedData.news;
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(new Set(news.map((n) => n.ecosystem))).toEqual(
      new Set(['ethereum', 'bitcoin', 'solana', 'arbitrum', 'optimism', 'polygon']),
    );
    for (const n of news) {
      expect(n.date.startsWith('2026'), n.id).toBe(true);
      expect(n.url, n.id).toMatch(/^https:\/\//);
      expect(n.content, n.id).toMatch(/^#{1,3} /m);
      expect(n.content, n.id).toMatch(/^(?:- |\d+\. )/m);
    }
  });

  it('academy: at least 8 courses, kebab-case slugs, 2 to 5 lessons matching the count', () => {
    const courses = seedData.academy;
    expect(courses.length).toBeGreaterThanOrEqual(8);
    for (const c of courses) {
      expect(c.slug, c.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(c.lessons, c.id).toBe(c.lessons_content.length);
      expect(inRange(c.lessons, 2, 5), `${c.id} lessons ${c.lessons}`).toBe(true);
      expect(c.resources.length, c.id).toBeGreaterThan(0);
    }
  });

  it('NFT projects: supply 3000 to 15000, mint price 0.05 to 0.2, all categories; upcoming mints after the reference day, live ones begun before it', () => {
    const projects = seedData.nftProjects;
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(new Set(projects.map((p) => p.category))).toEqual(
      new Set(['PFP', 'Art', 'Gaming', 'Metaverse', 'Music']),
    );
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(['upcoming', 'live']));
    expect(projects.filter((p) => p.status === 'upcoming').length).toBeGreaterThan(
      projects.length / 2,
    );
    for (const p of projects) {
      expect(inRange(p.totalSupply, 3000, 15000), `${p.id} supply`).toBe(true);
      expect(inRange(p.mintPrice, 0.05, 0.2), `${p.id} mint price`).toBe(true);
      // A live mint began on its date: one still ahead would read "Live" beside a countdown.
      if (p.status === 'upcoming')
        expect(p.mintDate > SEED_REFERENCE_DAY && p.mintDate < '2028', `${p.id} mint date`).toBe(
          true,
        );
      else expect(p.mintDate < SEED_REFERENCE_DAY, `${p.id} mint date`).toBe(true);
      expect(p.traits.length, p.id).toBeGreaterThan(0);
      expect(p.team.length, p.id).toBeGreaterThan(0);
      expect(p.utility.length, p.id).toBeGreaterThan(0);
    }
    const flags = new Set(projects.flatMap((p) => p.roadmap.map((r) => r.completed)));
    expect(flags).toEqual(new Set([true, false]));
  });

  it('ICO projects: hard caps $8M to $20M, live ones have raised money, distributions add up to 100', () => {
    const projects = seedData.icoProjects;
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(['live', 'upcoming']));
    for (const p of projects) {
      expect(inRange(p.hardCap, 8_000_000, 20_000_000), `${p.id} hard cap`).toBe(true);
      expect(p.raised, p.id).toBeLessThanOrEqual(p.hardCap);
      if (p.status === 'live') expect(p.raised, p.id).toBeGreaterThan(0);
      else expect(p.raised, p.id).toBe(0);
      const d = p.tokenomics.tokenDistribution;
      expect(d.publicSale + d.team + d.marketing + d.ecosystem + d.reserve, p.id).toBe(100);
      expect(p.tokenomics.vestingSchedule.length, p.id).toBeGreaterThan(0);
      expect(
        p.team.length && p.roadmap.length && p.partners.length && p.features.length,
        p.id,
      ).toBeGreaterThan(0);
    }
  });

  it('blog posts: ids 1-5, read times in order, published 2025-02-15 to 2025-03-10, one featured', () => {
    const posts = [...seedData.blogPosts].sort((a, b) => a.id - b.id);
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(posts.map((p) => p.readTime)).toEqual([
      '10 min read',
      '12 min read',
      '9 min read',
      '11 min read',
      '14 min read',
    ]);
    expect(posts.filter((p) => p.featured)).toHaveLength(1);
    const categories = ['NFT', 'Technology', 'Security', 'Trading', 'Regulation'];
    for (const p of posts) {
      const label = `post ${p.id}`;
      expect(time(p.publishedAt), label).toBeGreaterThanOrEqual(time('2025-02-15T00:00:00Z'));
      expect(time(p.publishedAt), label).toBeLessThanOrEqual(time('2025-03-10T23:59:59Z'));
      expect(time(p.updatedAt), label).toBeGreaterThanOrEqual(time(p.publishedAt));
      expect(categories, label).toContain(p.category);
      expect(p.tags.length, label).toBeGreaterThan(0);
      expect(p.content, label).toMatch(/^## /m);
      expect(p.content, label).toMatch(/^- /m);
      expect(p.content, label).toMatch(/^\d+\. /m);
      expect(p.content, label).toMatch(/!\[[^\]]+\]\(\/images\/banners\/[a-z0-9-]+\.svg\)/);
      expect(p.content, label).toMatch(/[^!]\[[^\]]+\]\(https:\/\/[^)]+\)/);
      const words = p.content.split(/\s+/).filter(Boolean).length;
      expect(inRange(words, 300, 650), `${label} has ${words} words`).toBe(true);
    }
  });
});

describe('sample users', () => {
  const users = seedData.users;
  // The plain sample passwords are documented at the top of seeds/users.ts.
  const documented = new Map(
    [
      ...readFileSync(join(ROOT, 'seeds', 'users.ts'), 'utf8').matchAll(
        /^ \* - (\S+@\S+) \/ (\S+)$/gm,
      ),
    ].map((m) => [m[1], m[2]]),
  );

  it('has three users with avatars and no admin email', () => {
    expect(users).toHaveLength(3);
    for (const u of users) {
      expect(ADMIN_EMAILS, u.email).not.toContain(u.email.toLowerCase());
      expect(u.avatar_url, u.id).toMatch(/^\/images\/avatars\//);
    }
    expect(duplicates(users.map((u) => u.email.toLowerCase()))).toEqual([]);
  });

  it(
    'stores PBKDF2 hash records that match the documented sample passwords',
    { timeout: 60_000 },
    () => {
      expect(documented.size).toBe(users.length);
      for (const u of users) {
        const match = /^pbkdf2-sha256\$600000\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/.exec(
          u.password,
        );
        expect(match, `${u.email} password is not a PBKDF2 hash record`).not.toBeNull();
        const salt = Buffer.from(match?.[1] ?? '', 'base64');
        const stored = Buffer.from(match?.[2] ?? '', 'base64');
        expect(salt.byteLength, u.email).toBe(16);
        expect(stored.byteLength, u.email).toBe(32);
        const plain = documented.get(u.email);
        expect(plain, `${u.email} is not documented in seeds/users.ts`).toBeDefined();
        const derived = pbkdf2Sync(Buffer.from(plain ?? '', 'utf8'), salt, 600_000, 32, 'sha256');
        expect(
          timingSafeEqual(derived, stored),
          `${u.email} hash does not match the documented password`,
        ).toBe(true);
      }
    },
  );
});

describe('about team', () => {
  it('has four valid members with local avatars', () => {
    expect(aboutTeam).toHaveLength(4);
    aboutTeam.forEach((member, index) => {
      const problems = problemsOf(aboutTeamMemberSchema, member);
      expect(problems, `aboutTeam[${index}] ${problems.join('; ')}`).toEqual([]);
      expect(member.avatar).toMatch(/^\/images\/avatars\/.+\.svg$/);
    });
  });
});
