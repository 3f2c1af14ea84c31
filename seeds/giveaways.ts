/** Sample giveaways hosted on X (docs/product.md, "Statuses"): active and ended, in all three categories. */
import type { Giveaway } from '../src/schemas/giveaway';

export const giveawaySeeds: Giveaway[] = [
  {
    id: 'giveaway-neon-drifters-trio',
    title: 'Win 3 Neon Drifters NFTs',
    description:
      'Neon Drifters is giving away three pieces from its genesis collection ahead of the December mint. Winners are drawn live on the project stream.',
    prize: '3 Neon Drifters NFTs',
    endDate: '2026-12-05T18:00:00Z',
    participants: 4820,
    requirements: [
      'Follow @NeonDriftersNFT on X',
      'Like and repost the giveaway post',
      'Tag two friends in the replies',
    ],
    status: 'active',
    category: 'nft',
    image: '/images/banners/neon-drifters.svg',
    host: {
      name: 'Neon Drifters',
      twitter: 'https://x.com/NeonDriftersNFT',
      avatar: '/images/avatars/neon-drifters.svg',
    },
    tweetLink: 'https://x.com/NeonDriftersNFT/status/1991804412375519232',
  },
  {
    id: 'giveaway-1000-usdc',
    title: '$1,000 USDC Community Giveaway',
    description:
      'To celebrate 100,000 followers, Crypto Nova splits $1,000 USDC between ten followers. Payouts go out on Arbitrum within 48 hours of the draw.',
    prize: '$1,000 USDC (10 × $100)',
    endDate: '2026-11-30T20:00:00Z',
    participants: 12650,
    requirements: [
      'Follow @CryptoNovaHQ',
      'Repost the pinned post',
      'Reply with your Arbitrum address (never your seed phrase)',
    ],
    status: 'active',
    category: 'coin',
    image: '/images/banners/usdc-giveaway.svg',
    host: {
      name: 'Crypto Nova',
      twitter: 'https://x.com/CryptoNovaHQ',
      avatar: '/images/avatars/crypto-nova.svg',
    },
    tweetLink: 'https://x.com/CryptoNovaHQ/status/1990417736220188674',
  },
  {
    id: 'giveaway-sol-holiday',
    title: 'Holiday SOL Drop',
    description:
      'Five winners share 25 SOL in the Solana Sunday holiday drop. One entry per wallet; bots are filtered out before the draw.',
    prize: '25 SOL (5 × 5 SOL)',
    endDate: '2026-12-24T17:00:00Z',
    participants: 7315,
    requirements: [
      'Follow @SolanaSunday',
      'Like the post',
      'Join the Solana Sunday Telegram group',
    ],
    status: 'active',
    category: 'coin',
    image: '/images/banners/sol-holiday.svg',
    host: {
      name: 'Solana Sunday',
      twitter: 'https://x.com/SolanaSunday',
      avatar: '/images/avatars/solana-sunday.svg',
    },
    tweetLink: 'https://x.com/SolanaSunday/status/1991120954816471040',
  },
  {
    id: 'giveaway-pixel-realms-founder-packs',
    title: 'Pixel Realms Founder Packs',
    description:
      'Ten Founder Packs for the Pixel Realms early-access season, each with a land plot, a starter hero and 500 RLM in-game credits.',
    prize: '10 Founder Packs',
    endDate: '2026-12-12T16:00:00Z',
    participants: 3290,
    requirements: [
      'Follow @PixelRealmsGame',
      'Repost the announcement',
      'Wishlist Pixel Realms on the game page',
    ],
    status: 'active',
    category: 'gaming',
    image: '/images/banners/pixel-realms.svg',
    host: {
      name: 'Pixel Realms',
      twitter: 'https://x.com/PixelRealmsGame',
      avatar: '/images/avatars/pixel-realms.svg',
    },
    tweetLink: 'https://x.com/PixelRealmsGame/status/1991455203318857986',
  },
  {
    id: 'giveaway-eth-trivia-night',
    title: 'ETH Trivia Night',
    description:
      'Answer five questions about Ethereum history in the replies. The fastest fully correct answer wins 0.5 ETH; two runners-up get 0.1 ETH each.',
    prize: '0.7 ETH in total',
    endDate: '2027-01-10T21:00:00Z',
    participants: 1984,
    requirements: ['Follow @AlphaScoutHQ', 'Reply with your five answers in one post'],
    status: 'active',
    category: 'coin',
    image: '/images/banners/eth-trivia.svg',
    host: {
      name: 'AlphaScout',
      twitter: 'https://x.com/AlphaScoutHQ',
      avatar: '/images/avatars/alphascout.svg',
    },
    tweetLink: 'https://x.com/AlphaScoutHQ/status/1991862087713411072',
  },
  {
    id: 'giveaway-hardware-wallet-bundle',
    title: 'Hardware Wallet + $200 in BTC',
    description:
      'A security-month special from Degen Daily: one winner received a hardware wallet preloaded with $200 in bitcoin. The winner has been announced.',
    prize: 'Hardware wallet and $200 in BTC',
    endDate: '2026-10-31T19:00:00Z',
    participants: 9042,
    requirements: [
      'Follow @DegenDailyNews',
      'Repost the giveaway post',
      'Subscribe to the Degen Daily newsletter',
    ],
    status: 'ended',
    category: 'coin',
    image: '/images/banners/hardware-bundle.svg',
    host: {
      name: 'Degen Daily',
      twitter: 'https://x.com/DegenDailyNews',
      avatar: '/images/avatars/degen-daily.svg',
    },
    tweetLink: 'https://x.com/DegenDailyNews/status/1982761329054322688',
  },
  {
    id: 'giveaway-generative-art-1of1',
    title: 'Generative Art 1/1 Giveaway',
    description:
      'Artist Mira Solberg gave away a one-of-one piece from her "Tidal Memory" series. The piece has been transferred to the winner.',
    prize: '1/1 "Tidal Memory #07" NFT',
    endDate: '2026-11-02T15:00:00Z',
    participants: 2211,
    requirements: [
      'Follow @mirasolberg_art',
      'Quote-post with your favourite piece from the series',
    ],
    status: 'ended',
    category: 'nft',
    image: '/images/banners/tidal-memory.svg',
    host: {
      name: 'Mira Solberg',
      twitter: 'https://x.com/mirasolberg_art',
      avatar: '/images/avatars/mira-solberg.svg',
    },
    tweetLink: 'https://x.com/mirasolberg_art/status/1983518804327768471',
  },
  {
    id: 'giveaway-shardbound-skins',
    title: 'Shardbound Legendary Skins',
    description:
      'Twenty legendary weapon skins for Shardbound, the on-chain arena shooter. Skins were airdropped to the winners as tradable items.',
    prize: '20 legendary skins',
    endDate: '2026-11-15T22:00:00Z',
    participants: 5607,
    requirements: [
      'Follow @ShardboundGame',
      'Join the Shardbound Discord',
      'Reply with your in-game username',
    ],
    status: 'ended',
    category: 'gaming',
    image: '/images/banners/shardbound.svg',
    host: {
      name: 'Shardbound',
      twitter: 'https://x.com/ShardboundGame',
      avatar: '/images/avatars/shardbound.svg',
    },
    tweetLink: 'https://x.com/ShardboundGame/status/1987226158431006933',
  },
];
