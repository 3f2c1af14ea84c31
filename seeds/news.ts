/**
 * Sample news items, two per ecosystem. The stories are fictional sample content;
 * each `url` points at the ecosystem's official news or data page for further reading.
 */
import type { News } from '../src/schemas/news';

export const newsSeeds: News[] = [
  {
    id: 'news-eth-glamsterdam-testnet',
    title: 'Ethereum upgrade reaches its final public testnet',
    summary:
      'Client teams shipped release candidates for the next Ethereum hard fork, and the last public testnet fork went through without a chain split.',
    content: `## Final testnet fork goes smoothly

Core developers confirmed on the weekly All Core Devs call that the upgrade activated cleanly on the last public testnet. Every major execution and consensus client finalised blocks within two epochs of the fork.

The upgrade focuses on throughput and cheaper data for rollups. If mainnet follows the same path, Layer 2 fees could fall again in the first quarter of 2027.

### What changes for users

- Higher block gas limit, so more transactions fit in each block
- Cheaper blob data for rollups
- No action needed for people who hold ETH in a wallet or on an exchange

A mainnet date will be proposed once client teams publish their final releases.`,
    url: 'https://blog.ethereum.org',
    image: '/images/banners/news-ethereum-upgrade.svg',
    source: 'AlphaScout Desk',
    date: '2026-11-19T15:00:00Z',
    ecosystem: 'ethereum',
  },
  {
    id: 'news-eth-staking-record',
    title: 'Staked ETH passes 31% of supply',
    summary:
      'The share of ether locked in staking reached a new high as liquid restaking deposits kept growing through October.',
    content: `## Staking keeps climbing

More than 31% of all ETH is now staked, according to beacon chain data. The validator entry queue has stayed longer than the exit queue for six weeks in a row.

Liquid staking providers took most of the new deposits, while solo stakers grew more slowly.

### Why it matters

- Less ETH is left on exchanges to be sold quickly
- Staking yield falls a little as more ETH is staked
- Concentration in a few liquid staking providers remains a debated risk`,
    url: 'https://beaconcha.in',
    image: '/images/banners/news-eth-staking.svg',
    source: 'Onchain Observer',
    date: '2026-11-04T10:30:00Z',
    ecosystem: 'ethereum',
  },
  {
    id: 'news-btc-hashrate-high',
    title: 'Bitcoin hashrate sets a new all-time high',
    summary:
      'The network crossed a new hashrate record after the latest difficulty adjustment, as miners switched on new-generation machines.',
    content: `## Miners keep adding capacity

Bitcoin's seven-day average hashrate reached a new record this week, and the following difficulty adjustment raised mining difficulty by about 4%.

Large public miners brought new sites online in Texas and the Middle East, while older machines became unprofitable and were switched off.

### Key numbers

- Difficulty change: +4.1%
- Average block time before the adjustment: 9 minutes 38 seconds
- Share of fees in miner revenue: about 3%

Higher hashrate makes the network more expensive to attack, but it squeezes margins for smaller miners.`,
    url: 'https://mempool.space/mining',
    image: '/images/banners/news-btc-hashrate.svg',
    source: 'Chain Brief',
    date: '2026-11-12T08:45:00Z',
    ecosystem: 'bitcoin',
  },
  {
    id: 'news-btc-etf-inflows',
    title: 'Spot bitcoin ETFs log a fifth straight week of inflows',
    summary:
      'US spot bitcoin funds added more than $2 billion over five weeks, the longest run of inflows since spring.',
    content: `## Institutions are buying again

Spot bitcoin exchange-traded funds in the United States recorded net inflows for the fifth week running. Together the funds now hold more than 6% of the bitcoin supply.

Analysts point to falling interest rates and steady demand from wealth managers.

### What to watch

1. Whether flows continue through the end-of-year holidays
2. Options activity on the largest fund
3. Exchange balances, which keep falling as funds withdraw coins to custody`,
    url: 'https://bitcoin.org/en/',
    image: '/images/banners/news-btc-etf.svg',
    source: 'AlphaScout Desk',
    date: '2026-10-27T16:20:00Z',
    ecosystem: 'bitcoin',
  },
  {
    id: 'news-sol-firedancer-share',
    title: 'Firedancer now runs a fifth of Solana stake',
    summary:
      'Adoption of the independent Firedancer validator client passed 20% of stake, improving client diversity on Solana.',
    content: `## Client diversity improves

Validators representing more than 20% of staked SOL now run Firedancer, the validator client written from scratch by an independent team.

Before Firedancer, nearly all stake ran on a single client, so one bug could halt the network.

### Highlights

- Fewer skipped slots among Firedancer validators
- Lower hardware cost per transaction at high load
- Operators can switch clients without re-staking`,
    url: 'https://solana.com/news',
    image: '/images/banners/news-sol-firedancer.svg',
    source: 'Layer Two Weekly',
    date: '2026-11-15T12:10:00Z',
    ecosystem: 'solana',
  },
  {
    id: 'news-sol-dex-volume',
    title: 'Solana DEX volume tops $40 billion in one week',
    summary:
      'Memecoin launches and a surge in perpetuals trading pushed weekly decentralised exchange volume on Solana to a record.',
    content: `## A record week for Solana DeFi

Decentralised exchanges on Solana settled more than $40 billion in trades in a single week, ahead of every other chain.

Aggregators routed most of the flow, and priority fees paid to validators reached their highest level of the year.

### Where the volume came from

- New token launches on launchpad platforms
- On-chain perpetual futures
- Stablecoin swaps between USDC and USDT`,
    url: 'https://defillama.com/chain/Solana',
    image: '/images/banners/news-sol-dex.svg',
    source: 'Chain Brief',
    date: '2026-09-29T09:00:00Z',
    ecosystem: 'solana',
  },
  {
    id: 'news-arb-gaming-fund',
    title: 'Arbitrum DAO extends its gaming fund',
    summary:
      'Token holders voted to extend the on-chain gaming fund for another year, with stricter milestones for grant recipients.',
    content: `## Another year for Arbitrum gaming

The Arbitrum DAO approved an extension of its gaming fund after a two-week vote. Funding is now released in tranches tied to player numbers and on-chain activity.

### What changes

- Grants are paid in milestones instead of up front
- Quarterly public reports for every funded studio
- A small share is set aside for security audits

Supporters say the new rules reduce waste; critics argue the DAO should focus on DeFi.`,
    url: 'https://forum.arbitrum.foundation',
    image: '/images/banners/news-arb-gaming.svg',
    source: 'Layer Two Weekly',
    date: '2026-10-14T14:00:00Z',
    ecosystem: 'arbitrum',
  },
  {
    id: 'news-arb-stylus-deployments',
    title: 'Stylus contracts pass 10,000 deployments on Arbitrum One',
    summary:
      'Developers have now deployed more than ten thousand Rust and C++ contracts with Stylus, Arbitrum’s second virtual machine.',
    content: `## Rust on a rollup

Stylus lets developers write smart contracts in Rust, C and C++ that run next to Solidity contracts on Arbitrum. Deployments passed 10,000 this month.

Compute-heavy apps such as on-chain order books and cryptography libraries are the main users, since Stylus contracts are much cheaper to run for that kind of work.

### Popular use cases

1. Signature verification for account abstraction
2. On-chain games with complex logic
3. Zero-knowledge proof verifiers`,
    url: 'https://docs.arbitrum.io',
    image: '/images/banners/news-arb-stylus.svg',
    source: 'Onchain Observer',
    date: '2026-11-08T11:30:00Z',
    ecosystem: 'arbitrum',
  },
  {
    id: 'news-op-superchain-growth',
    title: 'Three new chains join the Superchain',
    summary:
      'Three more OP Stack chains joined the Superchain, bringing shared sequencing and native interop a step closer.',
    content: `## The Superchain keeps growing

Three new OP Stack networks, a payments chain, a social app and a gaming studio, joined the Superchain this month. Each shares part of its sequencer revenue with the Optimism Collective.

### What members get

- Shared upgrades and security councils
- Native message passing between member chains
- Access to the Collective's retro funding

Superchain networks now process more transactions per day than Ethereum mainnet.`,
    url: 'https://www.optimism.io/blog',
    image: '/images/banners/news-op-superchain.svg',
    source: 'AlphaScout Desk',
    date: '2026-11-17T13:15:00Z',
    ecosystem: 'optimism',
  },
  {
    id: 'news-op-retro-funding',
    title: 'Optimism publishes results of its latest retro funding round',
    summary:
      'The latest retroactive public goods funding round rewarded developer tooling and onchain infrastructure.',
    content: `## Rewarding impact after the fact

The Optimism Collective published the results of its latest retro funding round. Instead of funding promises, retro funding pays projects for impact they have already had.

### Where the money went

- Developer tooling and libraries received the largest share
- Block explorers and data indexers came second
- Education projects received a smaller, separate pool

Recipients are paid in OP with a one-year lock.`,
    url: 'https://www.optimism.io/blog',
    image: '/images/banners/news-op-retro.svg',
    source: 'Chain Brief',
    date: '2026-08-21T17:40:00Z',
    ecosystem: 'optimism',
  },
  {
    id: 'news-pol-agglayer-chains',
    title: 'AggLayer connects its tenth chain',
    summary:
      'Polygon’s AggLayer, which lets connected chains share liquidity and move assets without wrapped tokens, now links ten networks.',
    content: `## One bridge for many chains

The AggLayer unifies bridging between the chains connected to it, so a token moved from one chain to another stays the same asset instead of becoming a wrapped copy.

With its tenth connected chain, total value bridged through the unified bridge passed $1.5 billion.

### Connected chains include

- Polygon PoS
- Polygon zkEVM
- Several app chains built with the CDK`,
    url: 'https://polygon.technology/blog',
    image: '/images/banners/news-pol-agglayer.svg',
    source: 'Layer Two Weekly',
    date: '2026-10-06T10:05:00Z',
    ecosystem: 'polygon',
  },
  {
    id: 'news-pol-payments-record',
    title: 'Stablecoin payments on Polygon PoS hit a record month',
    summary:
      'Low fees made Polygon PoS a favourite for cross-border stablecoin payments, with monthly transfer volume at an all-time high.',
    content: `## Payments lead the way

Stablecoin transfers on Polygon PoS reached a record monthly volume in October. Payment companies in Latin America and Southeast Asia account for much of the growth.

### Why payments choose Polygon

- Fees of a fraction of a cent per transfer
- Fast finality after the latest upgrades
- Wide support in wallets and payment apps

The network also crossed 2 million daily active addresses for the first time.`,
    url: 'https://polygonscan.com',
    image: '/images/banners/news-pol-payments.svg',
    source: 'Onchain Observer',
    date: '2026-11-02T07:50:00Z',
    ecosystem: 'polygon',
  },
];
