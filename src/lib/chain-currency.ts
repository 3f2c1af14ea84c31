import { isTiny, TINY_DIGITS } from './format';

/**
 * The native currency a chain's prices are quoted in (NFT mint prices are "in the chain's
 * currency", docs/product.md, "Seed data"). Unknown chains show the chain's name rather than a wrong ticker.
 */
const CURRENCIES: Readonly<Record<string, string>> = {
  ethereum: 'ETH',
  arbitrum: 'ETH',
  optimism: 'ETH',
  base: 'ETH',
  zksync: 'ETH',
  linea: 'ETH',
  scroll: 'ETH',
  blast: 'ETH',
  solana: 'SOL',
  polygon: 'POL',
  bitcoin: 'BTC',
  avalanche: 'AVAX',
  'bnb chain': 'BNB',
  bsc: 'BNB',
  tezos: 'XTZ',
  cardano: 'ADA',
  aptos: 'APT',
  sui: 'SUI',
  near: 'NEAR',
  ton: 'TON',
  immutable: 'IMX',
  'immutable x': 'IMX',
  ronin: 'RON',
  flow: 'FLOW',
};

export function chainCurrency(blockchain: string): string {
  // "Ethereum (Helix L2)": an L2 named after its parent chain pays in the parent's currency.
  const base = blockchain
    .replace(/\s*\(.*\)\s*$/, '')
    .trim()
    .toLowerCase();
  return CURRENCIES[base] ?? blockchain;
}

/** "0.06 ETH": an amount in a chain's currency, without rounding small prices away ("0.00000012 ETH"). */
export function formatChainAmount(amount: number, blockchain: string, locale?: string): string {
  const number = new Intl.NumberFormat(
    locale,
    isTiny(amount) ? TINY_DIGITS : { maximumFractionDigits: 6 },
  ).format(amount);
  return `${number} ${chainCurrency(blockchain)}`;
}
