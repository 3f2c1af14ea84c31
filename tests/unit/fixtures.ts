/**
 * Small valid records for every collection, independent of `seeds/`. Each `makeX(overrides)`
 * returns a record that its schema accepts unchanged (parse output deep-equals the input), so a
 * test can compare what it wrote with what it reads back.
 */
import type { SeedData } from '../../src/db/seeding/fill-empty';
import type { Airdrop } from '../../src/schemas/airdrop';
import type { BlogPost } from '../../src/schemas/blog-post';
import type { Course } from '../../src/schemas/course';
import type { Giveaway } from '../../src/schemas/giveaway';
import type { IcoProject } from '../../src/schemas/ico-project';
import type { Link } from '../../src/schemas/link';
import type { News } from '../../src/schemas/news';
import type { NftProject } from '../../src/schemas/nft-project';
import type { CollectionName, RecordOf } from '../../src/schemas/registry';
import type { Signal } from '../../src/schemas/signal';
import type { Testnet } from '../../src/schemas/testnet';
import type { User } from '../../src/schemas/user';
import type { Whitelist } from '../../src/schemas/whitelist';

const teamMember = {
  name: 'Ada Lovelace',
  role: 'Co-founder',
  avatar: '/images/team/ada.svg',
  twitter: 'https://x.com/ada',
  linkedin: null,
  github: 'https://github.com/ada',
};

const roadmapItem = {
  phase: 'Q1 2025',
  title: 'Mainnet launch',
  description: 'Contracts audited and deployed.',
  completed: true,
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'alice@example.com',
    username: 'alice',
    password: 'legacy-plain-password',
    created_at: '2025-01-15T10:00:00.000Z',
    avatar_url: '/images/avatars/alice.svg',
    ...overrides,
  };
}

export function makeSignal(overrides: Partial<Signal> = {}): Signal {
  return {
    id: 'signal-1',
    type: 'CRYPTO',
    name: 'Bitcoin',
    symbol: 'BTC',
    action: 'BUY',
    score: 72,
    reason: 'Breakout above the 200-day average on rising volume.',
    indicators: [
      { name: 'RSI', value: '58', sentiment: 'bullish' },
      { name: 'MACD', value: 'crossing', sentiment: 'neutral' },
    ],
    timestamp: '2025-03-01T12:00:00.000Z',
    imageUrl: '/images/signals/btc.svg',
    price: '$64,000',
    entryPrice: '$63,500',
    targetPrice: '$70,000',
    stopLoss: '$60,000',
    change24h: 2.5,
    volume24h: '$30B',
    marketCap: '$1.2T',
    status: 'Active',
    platform: 'Binance',
    ...overrides,
  };
}

export function makeAirdrop(overrides: Partial<Airdrop> = {}): Airdrop {
  return {
    id: 'airdrop-1',
    name: 'ZK Drop',
    description: 'Bridge to the rollup and complete the quests.',
    value: '$100-$700',
    endDate: '2025-06-30',
    participants: 1234,
    requirements: ['A wallet', 'Test tokens'],
    image: '/images/airdrops/zk.svg',
    gallery: ['/images/airdrops/zk-1.svg', 'https://cdn.example.com/zk-2.png'],
    team: [
      {
        name: 'Grace Hopper',
        role: 'Lead',
        avatar: '/images/team/grace.svg',
        links: {
          twitter: 'https://x.com/grace',
          github: null,
          website: 'https://grace.example.com',
        },
      },
    ],
    links: {
      website: 'https://zk.example.com',
      twitter: 'https://x.com/zk',
      discord: null,
      telegram: null,
    },
    tasks: [
      { id: 'task-1', description: 'Bridge funds', link: 'https://bridge.example.com' },
      { id: 'task-2', description: 'Join the community', link: '' },
    ],
    ...overrides,
  };
}

export function makeGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return {
    id: 'giveaway-1',
    title: 'Win a rare NFT',
    description: 'Follow and retweet to enter.',
    prize: '1 ETH',
    endDate: '2025-05-01T00:00:00Z',
    participants: 250,
    requirements: ['Follow the host', 'Retweet'],
    status: 'active',
    category: 'nft',
    image: '/images/giveaways/nft.svg',
    host: { name: 'Alpha Host', twitter: 'https://x.com/host', avatar: '/images/hosts/host.svg' },
    tweetLink: 'https://x.com/host/status/1',
    ...overrides,
  };
}

export function makeWhitelist(overrides: Partial<Whitelist> = {}): Whitelist {
  return {
    id: 'whitelist-1',
    projectName: 'Pixel Pals',
    description: 'Whitelist raffle before the mint.',
    totalSpots: 500,
    remainingSpots: 120,
    endDate: '2025-04-20',
    requirements: ['Hold a genesis pass'],
    image: '/images/whitelists/pixel.svg',
    status: 'Open',
    ...overrides,
  };
}

export function makeTestnet(overrides: Partial<Testnet> = {}): Testnet {
  return {
    id: 'testnet-1',
    name: 'Nova Testnet',
    description: 'Run a node and report bugs.',
    rewards: 'Points toward a future airdrop',
    endDate: '2025-08-01',
    participants: 4200,
    requirements: ['A VPS'],
    status: 'Active',
    image: '/images/testnets/nova.svg',
    links: {
      website: 'https://nova.example.com',
      twitter: null,
      discord: 'https://discord.gg/nova',
      telegram: null,
    },
    ...overrides,
  };
}

export function makeLink(overrides: Partial<Link> = {}): Link {
  return {
    id: 'link-1',
    name: 'Example Exchange',
    description: 'A spot exchange.',
    url: 'https://exchange.example.com',
    icon: '/images/links/exchange.svg',
    category: 'exchanges',
    twitter: 'https://x.com/exchange',
    discord: null,
    telegram: null,
    github: null,
    whitepaper: null,
    ...overrides,
  };
}

export function makeNews(overrides: Partial<News> = {}): News {
  return {
    id: 'news-1',
    title: 'Ethereum upgrade ships',
    summary: 'The upgrade went live today.',
    content: '# What changed\n\n- Lower fees\n- Faster blocks',
    url: 'https://news.example.com/eth-upgrade',
    image: '/images/news/eth.svg',
    source: 'Example News',
    date: '2025-03-05',
    ecosystem: 'ethereum',
    ...overrides,
  };
}

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 'course-1',
    slug: 'defi-basics',
    title: 'DeFi basics',
    description: 'Lending, swaps and liquidity.',
    image: '/images/academy/defi.svg',
    duration: '2 hours',
    lessons: 1,
    students: 100,
    lessons_content: [
      {
        title: 'What is DeFi',
        description: 'An overview.',
        video: '',
        content: '## Intro\n\nDecentralised finance…',
      },
    ],
    resources: [{ title: 'Glossary', url: 'https://docs.example.com/glossary' }],
    ...overrides,
  };
}

export function makeNftProject(overrides: Partial<NftProject> = {}): NftProject {
  return {
    id: 'nft-1',
    name: 'Moon Cats',
    description: 'Cats on the moon.',
    longDescription: 'A collection of 5,000 cats living on the moon.',
    image: '/images/nft/moon-cats.svg',
    gallery: ['/images/nft/moon-cats-1.svg'],
    mintDate: '2025-04-01T18:00:00Z',
    mintPrice: 0.08,
    totalSupply: 5000,
    category: 'PFP',
    status: 'upcoming',
    blockchain: 'Ethereum',
    traits: [{ name: 'Background', count: 12 }],
    team: [teamMember],
    roadmap: [roadmapItem],
    links: { website: 'https://mooncats.example.com', twitter: null, discord: null },
    utility: ['Staking'],
    ...overrides,
  };
}

export function makeIcoProject(overrides: Partial<IcoProject> = {}): IcoProject {
  return {
    id: 'ico-1',
    name: 'Lumen Chain',
    description: 'A fast settlement layer.',
    longDescription: 'Lumen Chain settles payments in one second.',
    image: '/images/ico/lumen.svg',
    gallery: [],
    saleDate: '2025-05-15',
    price: 0.05,
    hardCap: 10_000_000,
    raised: 2_500_000,
    category: 'Infrastructure',
    status: 'live',
    blockchain: 'Ethereum',
    links: {
      website: 'https://lumen.example.com',
      twitter: null,
      telegram: null,
      whitepaper: 'https://lumen.example.com/paper.pdf',
    },
    tokenomics: {
      totalSupply: 1_000_000_000,
      initialMarketCap: 500_000,
      tokenDistribution: { publicSale: 40, team: 15, marketing: 10, ecosystem: 25, reserve: 10 },
      vestingSchedule: 'Team tokens vest over 24 months.',
    },
    team: [teamMember],
    roadmap: [roadmapItem],
    partners: ['Example Labs'],
    features: ['Audited contracts'],
    ...overrides,
  };
}

export function makeBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    title: 'How to read a whitepaper',
    slug: 'how-to-read-a-whitepaper',
    summary: 'Five questions to ask.',
    content:
      '## Start with the problem\n\n1. Who needs it?\n2. Why a token?\n\n![chart](/images/blog/chart.svg)',
    author: {
      name: 'Satoshi',
      avatar: '/images/authors/satoshi.svg',
      bio: 'Writes about protocols.',
    },
    category: 'Technology',
    tags: ['research', 'tokens'],
    image: '/images/blog/whitepaper.svg',
    publishedAt: '2025-02-15T09:00:00.000Z',
    updatedAt: '2025-02-16T09:00:00.000Z',
    readTime: '10 min read',
    featured: true,
    ...overrides,
  };
}

/** One factory per collection: the n-th record of a collection, with unique id, slug and email. */
const numbered: { [C in CollectionName]: (n: number) => RecordOf<C> } = {
  users: (n) => makeUser({ id: `user-${n}`, email: `user${n}@example.com`, username: `user${n}` }),
  signals: (n) => makeSignal({ id: `signal-${n}`, name: `Signal ${n}` }),
  airdrops: (n) => makeAirdrop({ id: `airdrop-${n}`, name: `Airdrop ${n}` }),
  giveaways: (n) => makeGiveaway({ id: `giveaway-${n}`, title: `Giveaway ${n}` }),
  whitelists: (n) => makeWhitelist({ id: `whitelist-${n}`, projectName: `Whitelist ${n}` }),
  testnets: (n) => makeTestnet({ id: `testnet-${n}`, name: `Testnet ${n}` }),
  links: (n) => makeLink({ id: `link-${n}`, name: `Link ${n}` }),
  news: (n) => makeNews({ id: `news-${n}`, title: `News ${n}` }),
  academy: (n) => makeCourse({ id: `course-${n}`, slug: `course-${n}`, title: `Course ${n}` }),
  nftProjects: (n) => makeNftProject({ id: `nft-${n}`, name: `NFT ${n}` }),
  icoProjects: (n) => makeIcoProject({ id: `ico-${n}`, name: `ICO ${n}` }),
  blogPosts: (n) => makeBlogPost({ id: n, slug: `post-${n}`, title: `Post ${n}` }),
};

/** The n-th valid record of a collection (ids `signal-3`, blog id 3, slug `post-3`, …). */
export function makeRecord<C extends CollectionName>(collection: C, n: number): RecordOf<C> {
  return numbered[collection](n);
}

/** Valid records numbered `from`, `from + 1`, … (`count` of them). */
export function makeRecords<C extends CollectionName>(
  collection: C,
  count: number,
  from = 1,
): RecordOf<C>[] {
  return Array.from({ length: count }, (_, i) => makeRecord(collection, from + i));
}

/** Data for every collection, e.g. what a `loadSeeds` returns: `count` records each, numbered from `from`. */
export function makeSeedData(count = 2, from = 1): SeedData {
  return {
    users: makeRecords('users', count, from),
    signals: makeRecords('signals', count, from),
    airdrops: makeRecords('airdrops', count, from),
    giveaways: makeRecords('giveaways', count, from),
    whitelists: makeRecords('whitelists', count, from),
    testnets: makeRecords('testnets', count, from),
    links: makeRecords('links', count, from),
    news: makeRecords('news', count, from),
    academy: makeRecords('academy', count, from),
    nftProjects: makeRecords('nftProjects', count, from),
    icoProjects: makeRecords('icoProjects', count, from),
    blogPosts: makeRecords('blogPosts', count, from),
  };
}

/** Sorts records by primary key, the order in which Dexie returns a table. */
export function byId<T extends { id: string | number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
