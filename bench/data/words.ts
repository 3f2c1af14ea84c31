/** Vocabulary for generated records: enough variety that names, prefixes and words behave like real data. */
export const NAME_STEMS = [
  'Zephyr', 'Lumen', 'Aether', 'Nimbus', 'Kairo', 'Orbital', 'Helix', 'Solace', 'Vertex', 'Quasar', 'Nova', 'Arcadia', 'Boreal',
  'Cobalt', 'Drift', 'Ember', 'Falcon', 'Glacier', 'Harbor', 'Ion', 'Jade', 'Kinetic', 'Lattice', 'Monsoon', 'Nebula', 'Onyx',
  'Prism', 'Quantum', 'Radiant', 'Sable', 'Tidal', 'Umbra', 'Vortex', 'Warden', 'Xenon', 'Yield', 'Zenith', 'Astra', 'Beacon',
  'Cinder', 'Dune', 'Echo', 'Flux', 'Gale', 'Halo', 'Iris', 'Juno', 'Karma', 'Lyra', 'Mirage', 'Nexus', 'Opal', 'Pulse',
  'Rune', 'Sierra', 'Titan', 'Unity', 'Vega', 'Willow', 'Axiom', 'Bolt', 'Cipher', 'Delta', 'Epoch', 'Forge', 'Granite',
  'Horizon', 'Indigo', 'Jolt', 'Keystone', 'Lotus', 'Meridian', 'Nomad', 'Orion', 'Pioneer', 'Raven', 'Summit', 'Terra',
  'Velvet', 'Wave', 'Apex', 'Bitcoin', 'Ether', 'Sol', 'Polygon', 'Arbitrum', 'Optimism', 'Base', 'Token', 'Block', 'Satoshi',
];
export const NAME_SUFFIXES = [
  'Network', 'Protocol', 'Finance', 'Swap', 'Labs', 'DAO', 'Chain', 'Bridge', 'Verse', 'Punks', 'Club', 'Markets', 'Capital',
  'Exchange', 'Wallet', 'Vault', 'Oracle', 'Rollup', 'Layer', 'Games', 'Studios', 'Collective', 'Society', 'Pass', 'Token',
];
export const TOPICS = [
  'token', 'nft', 'staking', 'liquidity', 'rollup', 'layer 2', 'bridge', 'governance', 'airdrop', 'testnet', 'validator',
  'yield', 'lending', 'derivatives', 'oracle', 'wallet', 'mint', 'collection', 'metaverse', 'gaming', 'restaking', 'zk proofs',
  'sequencer', 'stablecoin', 'perpetuals', 'options', 'launchpad', 'dex', 'amm', 'points program', 'community', 'rewards',
];
export const SENTENCES = [
  'A {topic} platform built for speed and low fees.',
  'The team focuses on {topic} with a security-first design.',
  'Early users earn rewards for {topic} and {topic2}.',
  'Audited contracts power its {topic} and {topic2} features.',
  'It brings {topic} to everyday users on {chain}.',
  'Backed by a growing community and a clear roadmap for {topic}.',
  'Its token is used for {topic}, fees and governance.',
  'A new approach to {topic} that rewards long-term holders.',
];
export const CHAINS = ['Ethereum', 'Solana', 'Polygon', 'Arbitrum', 'Optimism', 'Base', 'Avalanche', 'BNB Chain'];
export const PLATFORMS = ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit', 'OpenSea', 'Magic Eden', 'Blur'];
export const INDICATORS = ['RSI', 'MACD', 'Volume', 'Moving Average', 'Bollinger Bands', 'Funding Rate', 'Floor Price', 'Open Interest'];
export const AUTHORS = ['Jonas Keller', 'Amara Osei', 'Lena Park', 'Diego Ramos', 'Priya Nair', 'Tom Becker'];
export const TAGS = ['defi', 'nft', 'security', 'trading', 'layer2', 'bitcoin', 'ethereum', 'solana', 'regulation', 'wallets'];
export const IMAGES = {
  token: ['/images/tokens/btc.svg', '/images/tokens/eth.svg', '/images/tokens/sol.svg'],
  banner: ['/images/banners/zephyr-network.svg', '/images/banners/lumen-bridge.svg', '/images/banners/helix-l2.svg'],
  avatar: ['/images/avatars/jonas-keller.svg'],
  icon: ['/images/logo.svg'],
};
