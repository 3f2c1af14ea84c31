/**
 * Sample whitelist raffles (300 to 1000 spots; docs/product.md, "Seed data"). Filled raffles have no spots
 * left; Closing Soon raffles end within days.
 */
import type { Whitelist } from '../src/schemas/whitelist';

export const whitelistSeeds: Whitelist[] = [
  {
    id: 'wl-neon-drifters',
    projectName: 'Neon Drifters',
    description:
      'Guaranteed mint spots for the Neon Drifters genesis collection: 8,888 cyberpunk racers on Ethereum. Whitelisted wallets mint at 0.06 ETH, a day before the public sale.',
    totalSpots: 1000,
    remainingSpots: 0,
    endDate: '2026-11-18T18:00:00Z',
    requirements: [
      'Follow @NeonDriftersNFT on X',
      'Reach the Racer role in Discord',
      'Submit an Ethereum wallet',
    ],
    image: '/images/banners/neon-drifters.svg',
    status: 'Filled',
  },
  {
    id: 'wl-lumina-atelier',
    projectName: 'Lumina Atelier',
    description:
      'A curated generative art drop of 3,333 pieces. Whitelist holders get a 24-hour early mint window and a 20% lower price.',
    totalSpots: 500,
    remainingSpots: 37,
    endDate: '2026-11-24T20:00:00Z',
    requirements: [
      'Hold at least 0.1 ETH in the submitted wallet',
      'Share your favourite preview piece on X',
    ],
    image: '/images/banners/lumina-atelier.svg',
    status: 'Closing Soon',
  },
  {
    id: 'wl-mecha-ronin',
    projectName: 'Mecha Ronin',
    description:
      'Play-to-own mech battler on Polygon. Whitelisted players mint a starter mech and join the closed alpha in January.',
    totalSpots: 750,
    remainingSpots: 412,
    endDate: '2026-12-15T16:00:00Z',
    requirements: [
      'Join the Mecha Ronin Discord',
      'Complete the tutorial quiz',
      'Submit a Polygon wallet',
    ],
    image: '/images/banners/mecha-ronin.svg',
    status: 'Open',
  },
  {
    id: 'wl-soundwave-genesis',
    projectName: 'Soundwave Genesis',
    description:
      'Music NFTs that share streaming royalties with holders. The whitelist covers the first 5,000 editions of the launch album.',
    totalSpots: 600,
    remainingSpots: 288,
    endDate: '2026-12-20T19:00:00Z',
    requirements: [
      'Follow @SoundwaveNFT',
      'Listen to the preview track and answer one question',
      'Submit a Solana wallet',
    ],
    image: '/images/banners/soundwave-genesis.svg',
    status: 'Open',
  },
  {
    id: 'wl-arcadia-plots',
    projectName: 'Arcadia Plots',
    description:
      'Land plots in Arcadia, a builder-friendly metaverse. Whitelist winners can mint up to two plots before the public sale.',
    totalSpots: 400,
    remainingSpots: 0,
    endDate: '2026-11-10T12:00:00Z',
    requirements: ['Hold an Arcadia Explorer pass', 'Submit an Ethereum wallet'],
    image: '/images/banners/arcadia-plots.svg',
    status: 'Filled',
  },
  {
    id: 'wl-kitsune-clan',
    projectName: 'Kitsune Clan',
    description:
      'Hand-drawn fox PFPs with a built-in clan system on Solana. Each whitelist spot guarantees one mint at a 10% discount.',
    totalSpots: 900,
    remainingSpots: 64,
    endDate: '2026-11-26T15:00:00Z',
    requirements: [
      'Follow @KitsuneClanNFT',
      'Like and repost the whitelist post',
      'Submit a Solana wallet',
    ],
    image: '/images/banners/kitsune-clan.svg',
    status: 'Closing Soon',
  },
  {
    id: 'wl-orbital-passport',
    projectName: 'Orbital Passport',
    description:
      'A soulbound pass for Orbital Swap power users that boosts ORB points by 25% for the first season.',
    totalSpots: 300,
    remainingSpots: 201,
    endDate: '2027-01-08T12:00:00Z',
    requirements: ['At least $1,000 in lifetime volume on Orbital Swap', 'Submit your Base wallet'],
    image: '/images/banners/orbital-swap.svg',
    status: 'Open',
  },
  {
    id: 'wl-helix-heroes',
    projectName: 'Helix Heroes',
    description:
      'Genesis heroes for the first game on Helix L2. Heroes earn Helix Shards in every Season 1 quest.',
    totalSpots: 850,
    remainingSpots: 530,
    endDate: '2027-01-20T18:00:00Z',
    requirements: [
      'Complete two Season 1 quests on Helix',
      'Join the Helix Discord',
      'Submit an Ethereum wallet',
    ],
    image: '/images/banners/helix-heroes.svg',
    status: 'Open',
  },
];
