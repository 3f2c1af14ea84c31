/**
 * Sample incentivised testnets (docs/product.md, "Statuses"): Active and Coming Soon. The projects are
 * fictional; their websites use the reserved `.example` domain.
 */
import type { Testnet } from '../src/schemas/testnet';

export const testnetSeeds: Testnet[] = [
  {
    id: 'testnet-zephyr-public',
    name: 'Zephyr Public Testnet',
    description:
      'The public testnet of the Zephyr payments rollup. Bridge, swap and stress-test the network; active testers qualify for the ZEPH airdrop.',
    rewards: 'ZEPH airdrop ($100-$700 estimated)',
    endDate: '2027-02-28T23:59:59Z',
    participants: 1234,
    requirements: [
      'EVM wallet',
      'Sepolia ETH from a faucet',
      'Discord account for the Tester role',
    ],
    status: 'Active',
    image: '/images/banners/zephyr-network.svg',
    links: {
      website: 'https://zephyr-network.example',
      twitter: 'https://x.com/ZephyrNetworkL2',
      discord: 'https://discord.gg/zephyrnetwork',
      telegram: 'https://t.me/zephyrnetwork',
    },
  },
  {
    id: 'testnet-kairo-nodes',
    name: 'Kairo Node Incentive Program',
    description:
      'Run a Kairo inference node on your own GPU and serve test requests. Uptime and response quality are scored every epoch.',
    rewards: 'Share of 2.5% of KAIRO genesis supply',
    endDate: '2027-03-31T23:59:59Z',
    participants: 3870,
    requirements: [
      'GPU with at least 12 GB of VRAM',
      'Linux and basic command-line skills',
      'Solana wallet',
    ],
    status: 'Active',
    image: '/images/banners/kairo-protocol.svg',
    links: {
      website: 'https://kairo-protocol.example',
      twitter: 'https://x.com/KairoProtocol',
      discord: 'https://discord.gg/kairo',
      telegram: null,
    },
  },
  {
    id: 'testnet-helix-season-1',
    name: 'Helix L2 Season 1',
    description:
      'Play the launch games on the Helix zk-rollup testnet and finish weekly quests to collect Helix Shards.',
    rewards: 'Helix Shards, convertible to HLX',
    endDate: '2027-01-31T23:59:59Z',
    participants: 22980,
    requirements: ['EVM wallet', 'Test ETH on Helix', 'X account for quest verification'],
    status: 'Active',
    image: '/images/banners/helix-l2.svg',
    links: {
      website: 'https://helix-l2.example',
      twitter: 'https://x.com/HelixL2',
      discord: 'https://discord.gg/helixl2',
      telegram: 'https://t.me/helixl2',
    },
  },
  {
    id: 'testnet-aether-da',
    name: 'Aether DA Devnet',
    description:
      'Aether is a data-availability layer for rollups. The devnet pays developers who post blobs, run light nodes and file reproducible bug reports.',
    rewards: 'Developer grants up to $5,000 and AETH allocation',
    endDate: '2027-01-15T23:59:59Z',
    participants: 940,
    requirements: [
      'GitHub account',
      'Experience with Go or Rust',
      'A server or VPS for a light node',
    ],
    status: 'Active',
    image: '/images/banners/aether-da.svg',
    links: {
      website: 'https://aether-da.example',
      twitter: 'https://x.com/AetherDA',
      discord: 'https://discord.gg/aetherda',
      telegram: null,
    },
  },
  {
    id: 'testnet-meridian-perps',
    name: 'Meridian Perps Trading Competition',
    description:
      'Trade perpetual futures with test USDC on the Meridian testnet. The top 500 traders by risk-adjusted return share the prize pool.',
    rewards: '$150,000 in MRD tokens',
    endDate: '2026-12-18T23:59:59Z',
    participants: 11460,
    requirements: [
      'EVM wallet',
      'Test USDC from the Meridian faucet',
      'At least 20 trades during the competition',
    ],
    status: 'Active',
    image: '/images/banners/meridian-perps.svg',
    links: {
      website: 'https://meridian-perps.example',
      twitter: 'https://x.com/MeridianPerps',
      discord: null,
      telegram: 'https://t.me/meridianperps',
    },
  },
  {
    id: 'testnet-sable-lightning',
    name: 'Sable Lightning Bridge',
    description:
      'Sable is testing a trust-minimised bridge between its sidechain and the Lightning Network. Testers route payments both ways and report failures.',
    rewards: 'Points for the Sable Season 2 campaign',
    endDate: '2027-04-15T23:59:59Z',
    participants: 0,
    requirements: ['Lightning wallet', 'Sable-compatible wallet', 'Signet BTC from the faucet'],
    status: 'Coming Soon',
    image: '/images/banners/sable-chain.svg',
    links: {
      website: 'https://sable-chain.example',
      twitter: 'https://x.com/SableChain',
      discord: 'https://discord.gg/sablechain',
      telegram: 'https://t.me/sablechain',
    },
  },
  {
    id: 'testnet-quanta-mobile',
    name: 'Quanta Mobile Beta',
    description:
      'A closed beta of the Quanta identity app on Android and iOS. Beta testers verify once and then try the new recovery flow.',
    rewards: 'Beta tester badge and QID bonus',
    endDate: '2027-03-01T23:59:59Z',
    participants: 0,
    requirements: ['Android 12+ or iOS 17+ phone', 'EVM wallet', 'Sign-up through the beta form'],
    status: 'Coming Soon',
    image: '/images/banners/quanta-id.svg',
    links: {
      website: 'https://quanta-id.example',
      twitter: 'https://x.com/QuantaID',
      discord: 'https://discord.gg/quantaid',
      telegram: null,
    },
  },
  {
    id: 'testnet-tessera-privacy',
    name: 'Tessera Privacy Pools',
    description:
      'Tessera adds compliant private transfers to Ethereum rollups. Its incentivised testnet will reward users who shield, transfer and unshield test tokens.',
    rewards: 'TSR allocation for early testers',
    endDate: '2027-05-31T23:59:59Z',
    participants: 0,
    requirements: [
      'EVM wallet',
      'Test ETH on Sepolia',
      'Basic understanding of zero-knowledge proofs',
    ],
    status: 'Coming Soon',
    image: '/images/banners/tessera-privacy.svg',
    links: {
      website: 'https://tessera-privacy.example',
      twitter: 'https://x.com/TesseraPrivacy',
      discord: null,
      telegram: null,
    },
  },
];
