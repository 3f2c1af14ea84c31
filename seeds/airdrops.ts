/**
 * Sample airdrop campaigns. Zephyr Network is the reference airdrop (docs/product.md, "Seed data"): "$100-$700",
 * 1234 participants, five requirements and a ten-task list. Today is 2026-11-21; Sable Chain's
 * campaign has already ended.
 *
 * The projects are fictional: their websites use the reserved `.example` domain so that no
 * link leads to a real (or squatted) site.
 */
import type { Airdrop } from '../src/schemas/airdrop';

export const airdropSeeds: Airdrop[] = [
  {
    id: 'airdrop-zephyr-network',
    name: 'Zephyr Network',
    description:
      'Zephyr is a modular Layer 2 built for low-latency payments. Early testers who bridge, swap and report bugs on the public testnet qualify for the ZEPH token airdrop at mainnet launch.',
    value: '$100-$700',
    endDate: '2027-02-28T23:59:59Z',
    participants: 1234,
    requirements: [
      'A self-custody EVM wallet such as MetaMask or Rabby',
      'Test tokens from the Zephyr faucet (Sepolia ETH to start)',
      'Active X (Twitter) and Discord accounts',
      'Basic technical knowledge: adding a network and signing transactions',
      'A computer or phone with a stable internet connection',
    ],
    image: '/images/banners/zephyr-network.svg',
    gallery: [
      '/images/banners/zephyr-network.svg',
      '/images/banners/zephyr-network-2.svg',
      '/images/banners/zephyr-network-3.svg',
    ],
    team: [
      {
        name: 'Elena Voss',
        role: 'Founder & CEO',
        avatar: '/images/avatars/elena-voss.svg',
        links: {
          twitter: 'https://x.com/elenavoss_zeph',
          github: null,
          website: 'https://zephyr-network.example',
        },
      },
      {
        name: 'Marcus Lindqvist',
        role: 'CTO',
        avatar: '/images/avatars/marcus-lindqvist.svg',
        links: {
          twitter: 'https://x.com/mlindqvist',
          github: 'https://github.com/mlindqvist-dev',
          website: null,
        },
      },
      {
        name: 'Aiko Tanaka',
        role: 'Head of Community',
        avatar: '/images/avatars/aiko-tanaka.svg',
        links: { twitter: 'https://x.com/aiko_zephyr', github: null, website: null },
      },
    ],
    links: {
      website: 'https://zephyr-network.example',
      twitter: 'https://x.com/ZephyrNetworkL2',
      discord: 'https://discord.gg/zephyrnetwork',
      telegram: 'https://t.me/zephyrnetwork',
    },
    tasks: [
      {
        id: 'zeph-1',
        description: 'Follow Zephyr Network on X',
        link: 'https://x.com/ZephyrNetworkL2',
      },
      {
        id: 'zeph-2',
        description: 'Join the Zephyr Discord and pick the Tester role',
        link: 'https://discord.gg/zephyrnetwork',
      },
      {
        id: 'zeph-3',
        description: 'Add the Zephyr testnet to your wallet',
        link: 'https://docs.zephyr-network.example/testnet',
      },
      {
        id: 'zeph-4',
        description: 'Claim test ETH from the faucet',
        link: 'https://faucet.zephyr-network.example',
      },
      {
        id: 'zeph-5',
        description: 'Bridge at least 0.05 test ETH from Sepolia to Zephyr',
        link: 'https://bridge.zephyr-network.example',
      },
      {
        id: 'zeph-6',
        description: 'Make three swaps on ZephSwap',
        link: 'https://swap.zephyr-network.example',
      },
      { id: 'zeph-7', description: 'Provide liquidity to any test pool for 7 days', link: '' },
      {
        id: 'zeph-8',
        description: 'Mint the free Zephyr Pioneer testnet badge',
        link: 'https://zephyr-network.example/badge',
      },
      {
        id: 'zeph-9',
        description: 'Report a bug or give feedback through the testnet form',
        link: 'https://zephyr-network.example/feedback',
      },
      {
        id: 'zeph-10',
        description: 'Stay active: make at least one transaction every week until the snapshot',
        link: '',
        repeat: 'weekly',
      },
    ],
  },
  {
    id: 'airdrop-lumen-bridge',
    name: 'Lumen Bridge',
    description:
      'Lumen is an intent-based bridge that settles transfers between rollups in seconds. Points are earned for bridged volume and for referring new users.',
    value: '$250-$1,500',
    endDate: '2027-01-15T23:59:59Z',
    participants: 8420,
    requirements: [
      'An EVM wallet with funds on Arbitrum, Base or Optimism',
      'At least $100 in bridged volume',
      'X account linked on the points page',
    ],
    image: '/images/banners/lumen-bridge.svg',
    gallery: ['/images/banners/lumen-bridge.svg', '/images/banners/lumen-bridge-2.svg'],
    team: [
      {
        name: 'Daniel Okoro',
        role: 'Co-founder',
        avatar: '/images/avatars/daniel-okoro.svg',
        links: {
          twitter: 'https://x.com/danokoro',
          github: 'https://github.com/danokoro',
          website: null,
        },
      },
      {
        name: 'Sofia Marin',
        role: 'Lead Engineer',
        avatar: '/images/avatars/sofia-marin.svg',
        links: { twitter: null, github: 'https://github.com/sofiamarin-eth', website: null },
      },
    ],
    links: {
      website: 'https://lumen-bridge.example',
      twitter: 'https://x.com/LumenBridge',
      discord: 'https://discord.gg/lumenbridge',
      telegram: null,
    },
    tasks: [
      {
        id: 'lumen-1',
        description: 'Connect your wallet and X account on the points page',
        link: 'https://lumen-bridge.example/points',
      },
      {
        id: 'lumen-2',
        description: 'Bridge at least $100 between two supported rollups',
        link: 'https://lumen-bridge.example/bridge',
      },
      { id: 'lumen-3', description: 'Refer one friend who completes a transfer', link: '' },
    ],
  },
  {
    id: 'airdrop-nimbus-finance',
    name: 'Nimbus Finance',
    description:
      'Nimbus is a lending market for liquid staking tokens with isolated risk pools. Depositors and borrowers earn Cloud Points that convert to NIM at launch.',
    value: '$300-$2,000',
    endDate: '2027-03-31T23:59:59Z',
    participants: 15230,
    requirements: [
      'A wallet holding stETH, rETH or another supported staking token',
      'A deposit of at least 0.1 ETH worth of collateral',
      'Positions kept open for at least 30 days',
    ],
    image: '/images/banners/nimbus-finance.svg',
    gallery: ['/images/banners/nimbus-finance.svg', '/images/banners/nimbus-finance-2.svg'],
    team: [
      {
        name: 'Rahul Mehta',
        role: 'Founder',
        avatar: '/images/avatars/rahul-mehta.svg',
        links: {
          twitter: 'https://x.com/rahul_nimbus',
          github: null,
          website: 'https://nimbus-finance.example',
        },
      },
      {
        name: 'Clara Jensen',
        role: 'Product Lead',
        avatar: '/images/avatars/clara-jensen.svg',
        links: { twitter: 'https://x.com/clarajensen', github: null, website: null },
      },
    ],
    links: {
      website: 'https://nimbus-finance.example',
      twitter: 'https://x.com/NimbusFinance',
      discord: 'https://discord.gg/nimbusfi',
      telegram: 'https://t.me/nimbusfinance',
    },
    tasks: [
      {
        id: 'nimbus-1',
        description: 'Deposit a liquid staking token into any pool',
        link: 'https://app.nimbus-finance.example',
      },
      {
        id: 'nimbus-2',
        description: 'Borrow against your deposit and keep a health factor above 1.5',
        link: 'https://app.nimbus-finance.example/borrow',
      },
      { id: 'nimbus-3', description: 'Hold the position for 30 days', link: '' },
      {
        id: 'nimbus-4',
        description: 'Vote in one governance snapshot',
        link: 'https://nimbus-finance.example/governance',
      },
    ],
  },
  {
    id: 'airdrop-kairo-protocol',
    name: 'Kairo Protocol',
    description:
      'Kairo runs a decentralised network of GPU nodes for AI inference. Node operators and early API users share 5% of the genesis supply.',
    value: '$500-$3,000',
    endDate: '2027-04-30T23:59:59Z',
    participants: 6715,
    requirements: [
      'A Solana wallet such as Phantom or Backpack',
      'A machine with a recent GPU for the node track, or any computer for the API track',
      'Discord account for node verification',
    ],
    image: '/images/banners/kairo-protocol.svg',
    gallery: ['/images/banners/kairo-protocol.svg', '/images/banners/kairo-protocol-2.svg'],
    team: [
      {
        name: 'Tomasz Nowak',
        role: 'CEO',
        avatar: '/images/avatars/tomasz-nowak.svg',
        links: { twitter: 'https://x.com/tnowak_kairo', github: null, website: null },
      },
      {
        name: 'Hana Park',
        role: 'Research Lead',
        avatar: '/images/avatars/hana-park.svg',
        links: {
          twitter: 'https://x.com/hanapark_ai',
          github: 'https://github.com/hanapark',
          website: null,
        },
      },
    ],
    links: {
      website: 'https://kairo-protocol.example',
      twitter: 'https://x.com/KairoProtocol',
      discord: 'https://discord.gg/kairo',
      telegram: null,
    },
    tasks: [
      {
        id: 'kairo-1',
        description: 'Register your wallet on the Kairo dashboard',
        link: 'https://kairo-protocol.example/dashboard',
      },
      {
        id: 'kairo-2',
        description: 'Run a node for 14 days with 95% uptime, or make 500 API calls',
        link: 'https://docs.kairo-protocol.example/node',
      },
      {
        id: 'kairo-3',
        description: 'Verify your node in the Discord #operators channel',
        link: 'https://discord.gg/kairo',
      },
    ],
  },
  {
    id: 'airdrop-helix-l2',
    name: 'Helix L2',
    description:
      'Helix is a zero-knowledge rollup focused on on-chain games. Players who finish the Season 1 quests earn Helix Shards, redeemable for HLX.',
    value: '$150-$900',
    endDate: '2027-01-31T23:59:59Z',
    participants: 22980,
    requirements: [
      'An EVM wallet with a little ETH on Helix for gas',
      'Completion of at least five Season 1 quests',
      'X account to claim the Season 1 role',
    ],
    image: '/images/banners/helix-l2.svg',
    gallery: [
      '/images/banners/helix-l2.svg',
      '/images/banners/helix-l2-2.svg',
      '/images/banners/helix-l2-3.svg',
    ],
    team: [
      {
        name: 'Grace Liu',
        role: 'Co-founder & CEO',
        avatar: '/images/avatars/grace-liu.svg',
        links: { twitter: 'https://x.com/graceliu_helix', github: null, website: null },
      },
      {
        name: 'Ibrahim Haddad',
        role: 'Co-founder & CTO',
        avatar: '/images/avatars/ibrahim-haddad.svg',
        links: { twitter: null, github: 'https://github.com/ihaddad-zk', website: null },
      },
    ],
    links: {
      website: 'https://helix-l2.example',
      twitter: 'https://x.com/HelixL2',
      discord: 'https://discord.gg/helixl2',
      telegram: 'https://t.me/helixl2',
    },
    tasks: [
      {
        id: 'helix-1',
        description: 'Bridge ETH to Helix through the official bridge',
        link: 'https://bridge.helix-l2.example',
      },
      {
        id: 'helix-2',
        description: 'Complete five Season 1 game quests',
        link: 'https://quests.helix-l2.example',
      },
      {
        id: 'helix-3',
        description: 'Claim the Season 1 role on Discord',
        link: 'https://discord.gg/helixl2',
      },
      { id: 'helix-4', description: 'Share your quest badge on X', link: '' },
      {
        id: 'helix-5',
        description: 'Check in daily on the Season 1 quest board',
        link: 'https://quests.helix-l2.example',
        repeat: 'daily',
      },
    ],
  },
  {
    id: 'airdrop-orbital-swap',
    name: 'Orbital Swap',
    description:
      'Orbital is a concentrated-liquidity DEX on Base with built-in limit orders. Liquidity providers and active traders earn ORB points every epoch.',
    value: '$80-$450',
    endDate: '2027-02-14T23:59:59Z',
    participants: 4310,
    requirements: [
      'A wallet with funds on Base',
      'At least $250 in trading volume or $500 in liquidity',
    ],
    image: '/images/banners/orbital-swap.svg',
    gallery: ['/images/banners/orbital-swap.svg'],
    team: [
      {
        name: 'Lucas Moreau',
        role: 'Founder',
        avatar: '/images/avatars/lucas-moreau.svg',
        links: {
          twitter: 'https://x.com/lucasmoreau_orb',
          github: 'https://github.com/lmoreau',
          website: null,
        },
      },
      {
        name: 'Nia Brooks',
        role: 'Smart Contract Engineer',
        avatar: '/images/avatars/nia-brooks.svg',
        links: { twitter: null, github: 'https://github.com/niabrooks', website: null },
      },
    ],
    links: {
      website: 'https://orbital-swap.example',
      twitter: 'https://x.com/OrbitalSwap',
      discord: null,
      telegram: 'https://t.me/orbitalswap',
    },
    tasks: [
      {
        id: 'orbital-1',
        description: 'Swap at least $250 on Orbital',
        link: 'https://orbital-swap.example/swap',
      },
      {
        id: 'orbital-2',
        description: 'Place and fill one limit order',
        link: 'https://orbital-swap.example/limit',
      },
      {
        id: 'orbital-3',
        description: 'Provide liquidity in an ETH/USDC range position',
        link: 'https://orbital-swap.example/pools',
      },
    ],
  },
  {
    id: 'airdrop-quanta-id',
    name: 'Quanta ID',
    description:
      'Quanta is a privacy-preserving identity layer that proves you are a unique human without revealing who you are. Verified users receive QID at the token generation event.',
    value: '$50-$300',
    endDate: '2027-05-31T23:59:59Z',
    participants: 51200,
    requirements: [
      'A smartphone with the Quanta app installed',
      'One completed zero-knowledge uniqueness check',
      'An EVM wallet to receive the claim',
    ],
    image: '/images/banners/quanta-id.svg',
    gallery: ['/images/banners/quanta-id.svg', '/images/banners/quanta-id-2.svg'],
    team: [
      {
        name: 'Yusuf Demir',
        role: 'CEO',
        avatar: '/images/avatars/yusuf-demir.svg',
        links: { twitter: 'https://x.com/yusufdemir', github: null, website: null },
      },
      {
        name: 'Freya Nilsson',
        role: 'Cryptographer',
        avatar: '/images/avatars/freya-nilsson.svg',
        links: {
          twitter: null,
          github: 'https://github.com/freyanilsson',
          website: 'https://quanta-id.example/research',
        },
      },
    ],
    links: {
      website: 'https://quanta-id.example',
      twitter: 'https://x.com/QuantaID',
      discord: 'https://discord.gg/quantaid',
      telegram: null,
    },
    tasks: [
      {
        id: 'quanta-1',
        description: 'Install the Quanta app and create a profile',
        link: 'https://quanta-id.example/app',
      },
      { id: 'quanta-2', description: 'Complete the uniqueness check', link: '' },
      {
        id: 'quanta-3',
        description: 'Link an EVM wallet for the claim',
        link: 'https://quanta-id.example/wallet',
      },
    ],
  },
  {
    id: 'airdrop-sable-chain',
    name: 'Sable Chain',
    description:
      'Sable is a Bitcoin sidechain for fast, cheap payments with BTC as gas. The points campaign has closed; eligible wallets can check the claim page.',
    value: '$120-$650',
    endDate: '2026-10-31T23:59:59Z',
    participants: 9876,
    requirements: [
      'A Bitcoin or EVM wallet that supports Sable',
      'At least ten transactions on Sable mainnet',
    ],
    image: '/images/banners/sable-chain.svg',
    gallery: ['/images/banners/sable-chain.svg'],
    team: [
      {
        name: 'Mateo Rossi',
        role: 'Founder',
        avatar: '/images/avatars/mateo-rossi.svg',
        links: { twitter: 'https://x.com/mateorossi_btc', github: null, website: null },
      },
      {
        name: 'Zara Ahmed',
        role: 'Head of Growth',
        avatar: '/images/avatars/zara-ahmed.svg',
        links: { twitter: 'https://x.com/zara_sable', github: null, website: null },
      },
    ],
    links: {
      website: 'https://sable-chain.example',
      twitter: 'https://x.com/SableChain',
      discord: 'https://discord.gg/sablechain',
      telegram: 'https://t.me/sablechain',
    },
    tasks: [
      {
        id: 'sable-1',
        description: 'Bridge BTC to Sable',
        link: 'https://sable-chain.example/bridge',
      },
      { id: 'sable-2', description: 'Make ten transactions on Sable mainnet', link: '' },
      {
        id: 'sable-3',
        description: 'Check eligibility on the claim page',
        link: 'https://sable-chain.example/claim',
      },
    ],
  },
];
