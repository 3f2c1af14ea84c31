/**
 * Generates valid records of every content collection, as many as asked, the same for the same
 * seed: for benchmarks, for `npm run gen`, and for trying the app at scale through Import.
 */
import type { CollectionName, RecordOf } from '../../src/schemas/registry';
import { Random } from './random';
import {
  AUTHORS,
  CHAINS,
  IMAGES,
  INDICATORS,
  NAME_STEMS,
  NAME_SUFFIXES,
  PLATFORMS,
  SENTENCES,
  TAGS,
  TOPICS,
} from './words';

export type GeneratedCollection = Exclude<CollectionName, 'users'>;

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 10, 21);

class Context {
  constructor(
    readonly rng: Random,
    readonly index: number,
  ) {}

  /** A name unique within the collection: stem + suffix, numbered past the first round. */
  name(): string {
    const stem = NAME_STEMS[this.index % NAME_STEMS.length] ?? 'Nova';
    const suffix =
      NAME_SUFFIXES[Math.floor(this.index / NAME_STEMS.length) % NAME_SUFFIXES.length] ?? 'Labs';
    const round = Math.floor(this.index / (NAME_STEMS.length * NAME_SUFFIXES.length));
    return round === 0 ? `${stem} ${suffix}` : `${stem} ${suffix} ${round + 1}`;
  }

  symbol(name: string): string {
    const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
    return `${letters.slice(0, 3)}${letters.length > 3 ? letters.at(-1) : ''}${this.index % 97 === 0 ? '' : String(this.index % 10)}`;
  }

  sentence(): string {
    return this.rng
      .pick(SENTENCES)
      .replace('{topic}', this.rng.pick(TOPICS))
      .replace('{topic2}', this.rng.pick(TOPICS))
      .replace('{chain}', this.rng.pick(CHAINS));
  }

  description(min = 1, max = 3): string {
    return Array.from({ length: this.rng.int(min, max) }, () => this.sentence()).join(' ');
  }

  date(fromDays: number, toDays: number): string {
    return new Date(BASE + this.rng.int(fromDays, toDays) * DAY).toISOString();
  }

  slug(name: string): string {
    return `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${this.index}`;
  }

  url(name: string): string {
    return `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
  }

  requirements(): string[] {
    return this.rng.some(
      [
        'Hold a self-custody wallet',
        'Follow on X',
        'Join the Discord',
        'Bridge at least $10',
        'Complete the quiz',
        'Hold 1 NFT',
      ],
      2,
      4,
    );
  }

  team() {
    return Array.from({ length: this.rng.int(1, 3) }, () => ({
      name: this.rng.pick(AUTHORS),
      role: this.rng.pick(['Founder', 'CTO', 'Lead Developer', 'Community Lead']),
      avatar: this.rng.pick(IMAGES.avatar),
      twitter: null,
      linkedin: null,
      github: null,
    }));
  }

  roadmap() {
    return ['Q1', 'Q2', 'Q3', 'Q4'].map((phase, i) => ({
      phase,
      title: `Phase ${i + 1}`,
      description: this.sentence(),
      completed: i < this.rng.int(0, 3),
    }));
  }
}

type Generators = { [C in GeneratedCollection]: (ctx: Context) => RecordOf<C> };

const GENERATORS: Generators = {
  signals: (ctx) => {
    const { rng } = ctx;
    const name = ctx.name();
    const nft = rng.chance(0.25);
    const price = rng.next() * 1000;
    const money = (value: number) => `$${value.toFixed(2)}`;
    return {
      id: `gen-signal-${ctx.index}`,
      type: nft ? 'NFT' : 'CRYPTO',
      name,
      symbol: ctx.symbol(name),
      action: rng.chance(0.6) ? 'BUY' : 'SELL',
      score: rng.int(0, 100),
      reason: ctx.description(1, 2),
      indicators: rng.some(INDICATORS, 1, 3).map((indicator) => ({
        name: indicator,
        value: String(rng.int(10, 90)),
        sentiment: rng.pick(['bullish', 'bearish', 'neutral'] as const),
      })),
      timestamp: ctx.date(-60, 0),
      imageUrl: rng.pick(IMAGES.token),
      price: money(price),
      entryPrice: money(price * 0.98),
      targetPrice: money(price * 1.2),
      stopLoss: money(price * 0.9),
      change24h: Math.round((rng.next() * 30 - 15) * 100) / 100,
      volume24h: `$${rng.int(1, 900)}M`,
      ...(nft ? {} : { marketCap: `$${rng.int(1, 90)}B` }),
      status: rng.chance(0.8) ? 'Active' : 'Inactive',
      platform: rng.pick(PLATFORMS),
    };
  },
  airdrops: (ctx) => {
    const name = ctx.name();
    const low = ctx.rng.int(1, 9) * 100;
    return {
      id: `gen-airdrop-${ctx.index}`,
      name,
      description: ctx.description(),
      value: `$${low}-$${low * 3}`,
      endDate: ctx.date(-10, 120),
      participants: ctx.rng.int(100, 90_000),
      requirements: ctx.requirements(),
      image: ctx.rng.pick(IMAGES.banner),
      gallery: [ctx.rng.pick(IMAGES.banner)],
      team: ctx
        .team()
        .map(({ name: member, role, avatar }) => ({ name: member, role, avatar, links: {} })),
      links: { website: ctx.url(name), twitter: null, discord: null, telegram: null },
      tasks: Array.from({ length: ctx.rng.int(2, 6) }, (_, i) => ({
        id: `t${i + 1}`,
        description: ctx.sentence(),
        link: i % 2 ? '' : ctx.url(name),
      })),
    };
  },
  giveaways: (ctx) => {
    const name = ctx.name();
    return {
      id: `gen-giveaway-${ctx.index}`,
      title: `${name} giveaway`,
      description: ctx.description(),
      prize: `${ctx.rng.int(1, 50) * 100} USDC`,
      endDate: ctx.date(-20, 60),
      participants: ctx.rng.int(50, 40_000),
      requirements: ctx.requirements(),
      status: ctx.rng.chance(0.7) ? 'active' : 'ended',
      category: ctx.rng.pick(['nft', 'coin', 'gaming'] as const),
      image: ctx.rng.pick(IMAGES.banner),
      host: { name, twitter: null, avatar: ctx.rng.pick(IMAGES.avatar) },
      tweetLink: `https://x.com/alphascout/status/${1_000_000 + ctx.index}`,
    };
  },
  whitelists: (ctx) => {
    const total = ctx.rng.int(300, 1000);
    const filled = ctx.rng.chance(0.15);
    const remaining = filled ? 0 : ctx.rng.int(1, total);
    return {
      id: `gen-whitelist-${ctx.index}`,
      projectName: ctx.name(),
      description: ctx.description(),
      totalSpots: total,
      remainingSpots: remaining,
      endDate: ctx.date(-5, 45),
      requirements: ctx.requirements(),
      image: ctx.rng.pick(IMAGES.banner),
      status: filled ? 'Filled' : remaining < total * 0.1 ? 'Closing Soon' : 'Open',
    };
  },
  testnets: (ctx) => {
    const name = ctx.name();
    return {
      id: `gen-testnet-${ctx.index}`,
      name,
      description: ctx.description(),
      rewards: `Points and a share of ${ctx.rng.int(1, 5)}% of supply`,
      endDate: ctx.date(0, 150),
      participants: ctx.rng.int(100, 120_000),
      requirements: ctx.requirements(),
      status: ctx.rng.chance(0.7) ? 'Active' : 'Coming Soon',
      image: ctx.rng.pick(IMAGES.banner),
      links: { website: ctx.url(name), twitter: null, discord: null, telegram: null },
    };
  },
  links: (ctx) => {
    const name = ctx.name();
    return {
      id: `gen-link-${ctx.index}`,
      name,
      description: ctx.description(1, 2),
      url: ctx.url(name),
      icon: ctx.rng.pick(IMAGES.icon),
      category: ctx.rng.pick([
        'exchanges',
        'wallets',
        'dapps',
        'marketplaces',
        'hardware_wallets',
        'tools',
      ] as const),
      twitter: null,
      discord: null,
      telegram: null,
      github: null,
      whitepaper: null,
    };
  },
  news: (ctx) => {
    const name = ctx.name();
    return {
      id: `gen-news-${ctx.index}`,
      title: `${name} ${ctx.rng.pick(['launches', 'announces', 'ships', 'raises', 'opens'])} ${ctx.rng.pick(TOPICS)}`,
      summary: ctx.description(1, 2),
      content: `## ${name}\n\n${ctx.description(2, 4)}\n\n- ${ctx.sentence()}\n- ${ctx.sentence()}\n`,
      url: ctx.url(name),
      image: ctx.rng.pick(IMAGES.banner),
      source: ctx.rng.pick(['The Block', 'CoinDesk', 'Decrypt', 'Blockworks']),
      date: ctx.date(-90, 0),
      ecosystem: ctx.rng.pick([
        'ethereum',
        'bitcoin',
        'solana',
        'arbitrum',
        'optimism',
        'polygon',
      ] as const),
    };
  },
  academy: (ctx) => {
    const name = ctx.name();
    const lessons = Array.from({ length: ctx.rng.int(2, 4) }, (_, i) => ({
      title: `Lesson ${i + 1}: ${ctx.rng.pick(TOPICS)}`,
      description: ctx.sentence(),
      video: '',
      content: `### Key ideas\n\n${ctx.description(2, 3)}`,
    }));
    return {
      id: `gen-course-${ctx.index}`,
      slug: ctx.slug(name),
      title: `${name}: ${ctx.rng.pick(TOPICS)} basics`,
      description: ctx.description(),
      image: ctx.rng.pick(IMAGES.banner),
      duration: `${ctx.rng.int(1, 6)}h`,
      lessons: lessons.length,
      students: ctx.rng.int(10, 50_000),
      lessons_content: lessons,
      resources: [{ title: 'Docs', url: ctx.url(name) }],
    };
  },
  nftProjects: (ctx) => {
    const name = ctx.name();
    return {
      id: `gen-nft-${ctx.index}`,
      name,
      description: ctx.description(1, 2),
      longDescription: ctx.description(3, 5),
      image: ctx.rng.pick(IMAGES.banner),
      gallery: [ctx.rng.pick(IMAGES.banner)],
      mintDate: ctx.date(-30, 120),
      mintPrice: ctx.rng.int(5, 20) / 100,
      totalSupply: ctx.rng.int(3000, 15000),
      category: ctx.rng.pick(['PFP', 'Art', 'Gaming', 'Metaverse', 'Music'] as const),
      status: ctx.rng.pick(['upcoming', 'upcoming', 'live', 'ended'] as const),
      blockchain: ctx.rng.pick(CHAINS),
      traits: [{ name: 'Background', count: ctx.rng.int(5, 20) }],
      team: ctx.team(),
      roadmap: ctx.roadmap(),
      links: { website: ctx.url(name), twitter: null, discord: null },
      utility: ctx.rng.some(['Staking', 'Game access', 'Holder events', 'Airdrops'], 1, 3),
    };
  },
  icoProjects: (ctx) => {
    const name = ctx.name();
    const hardCap = ctx.rng.int(8, 20) * 1_000_000;
    const status = ctx.rng.pick(['live', 'upcoming', 'ended'] as const);
    const team = ctx.rng.int(10, 20);
    const marketing = ctx.rng.int(5, 15);
    const ecosystem = ctx.rng.int(10, 30);
    const reserve = ctx.rng.int(5, 15);
    return {
      id: `gen-ico-${ctx.index}`,
      name,
      description: ctx.description(1, 2),
      longDescription: ctx.description(3, 5),
      image: ctx.rng.pick(IMAGES.banner),
      gallery: [],
      saleDate: ctx.date(-30, 90),
      price: ctx.rng.int(1, 500) / 1000,
      hardCap,
      raised: status === 'upcoming' ? 0 : ctx.rng.int(0, hardCap),
      category: ctx.rng.pick(['DeFi', 'Infrastructure', 'Gaming', 'AI', 'RWA']),
      status,
      blockchain: ctx.rng.pick(CHAINS),
      links: { website: ctx.url(name), twitter: null, telegram: null, whitepaper: null },
      tokenomics: {
        totalSupply: ctx.rng.int(100, 1000) * 1_000_000,
        initialMarketCap: ctx.rng.int(1, 20) * 1_000_000,
        tokenDistribution: {
          publicSale: 100 - team - marketing - ecosystem - reserve,
          team,
          marketing,
          ecosystem,
          reserve,
        },
        vestingSchedule: '12-month cliff, then linear over 24 months for team tokens.',
      },
      team: ctx.team(),
      roadmap: ctx.roadmap(),
      partners: ctx.rng.some(NAME_STEMS, 1, 3),
      features: ctx.rng.some(TOPICS, 2, 4),
    };
  },
  blogPosts: (ctx) => {
    const name = ctx.name();
    const published = ctx.date(-400, -1);
    return {
      id: 1000 + ctx.index,
      title: `${name}: what ${ctx.rng.pick(TOPICS)} means for you`,
      slug: ctx.slug(name),
      summary: ctx.description(1, 2),
      content: `## Why it matters\n\n${ctx.description(3, 5)}\n\n## What to watch\n\n1. ${ctx.sentence()}\n2. ${ctx.sentence()}\n`,
      author: {
        name: ctx.rng.pick(AUTHORS),
        avatar: ctx.rng.pick(IMAGES.avatar),
        bio: 'Writes about crypto markets.',
      },
      category: ctx.rng.pick(['NFT', 'Technology', 'Security', 'Trading', 'Regulation']),
      tags: ctx.rng.some(TAGS, 1, 3),
      image: ctx.rng.pick(IMAGES.banner),
      publishedAt: published,
      updatedAt: published,
      readTime: `${ctx.rng.int(3, 15)} min read`,
      featured: false,
    };
  },
};

/** `count` records of one collection; seed and index decide everything. */
export function generateRecords<C extends GeneratedCollection>(
  collection: C,
  count: number,
  seed = 1,
): RecordOf<C>[] {
  const rng = new Random(seed * 7919 + collection.length);
  const generate = GENERATORS[collection] as (ctx: Context) => RecordOf<C>;
  return Array.from({ length: count }, (_, index) => generate(new Context(rng, index)));
}
