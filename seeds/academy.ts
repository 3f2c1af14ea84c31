/**
 * Sample academy courses, addressed by slug. `lessons` always equals
 * `lessons_content.length`; lesson bodies are markdown.
 */
import type { Course } from '../src/schemas/course';

export const courseSeeds: Course[] = [
  {
    id: 'course-crypto-basics',
    slug: 'crypto-basics',
    title: 'Crypto Basics: From Bitcoin to Blockchains',
    description:
      'A gentle start for complete beginners. Learn what a blockchain is, why Bitcoin matters and how coins differ from tokens.',
    image: '/images/banners/course-crypto-basics.svg',
    duration: '1h 30m',
    lessons: 3,
    students: 12840,
    lessons_content: [
      {
        title: 'What is a blockchain?',
        description: 'Blocks, hashes and why nobody can quietly rewrite history.',
        video: 'https://www.youtube.com/watch?v=bBC-nXj3Ng4',
        content: `## A shared ledger

A blockchain is a list of records, called blocks, that thousands of computers keep in sync. Each block contains the **hash** of the block before it, so changing an old record would change every hash after it.

- Anyone can verify the whole history
- No single company controls the ledger
- New blocks are added by consensus rules, not by permission`,
      },
      {
        title: 'Why Bitcoin was invented',
        description: 'Digital scarcity and money without a middleman.',
        video: '',
        content: `## Money without a bank

Bitcoin launched in 2009 as "a peer-to-peer electronic cash system". Its supply is capped at **21 million** coins, and new coins are issued on a fixed schedule that halves about every four years.

Read the original white paper: it is only nine pages long.`,
      },
      {
        title: 'Coins, tokens and stablecoins',
        description: 'The difference between native assets and tokens built on top of a chain.',
        video: '',
        content: `## Know what you hold

1. **Coins** are native to their own chain (BTC, ETH, SOL) and pay for transaction fees.
2. **Tokens** are created by smart contracts on an existing chain (UNI, LINK, ARB).
3. **Stablecoins** are tokens designed to track a currency such as the US dollar.

Always check *which* chain a token lives on before you send it.`,
      },
    ],
    resources: [
      { title: 'Bitcoin white paper', url: 'https://bitcoin.org/bitcoin.pdf' },
      {
        title: 'What is Ethereum? (ethereum.org)',
        url: 'https://ethereum.org/en/what-is-ethereum/',
      },
    ],
  },
  {
    id: 'course-wallet-security-101',
    slug: 'wallet-security-101',
    title: 'Wallet Security 101',
    description:
      'Protect your funds from phishing, drainers and lost seed phrases with habits that take minutes to learn.',
    image: '/images/banners/course-wallet-security.svg',
    duration: '2h',
    lessons: 4,
    students: 9315,
    lessons_content: [
      {
        title: 'Seed phrases and private keys',
        description: 'What the twelve or twenty-four words actually control.',
        video: '',
        content: `## Your seed phrase is your wallet

Anyone who has your seed phrase owns your funds. Write it down on paper or steel, store it offline and **never** type it into a website.

- No support agent will ever ask for it
- Screenshots and cloud notes are not safe places`,
      },
      {
        title: 'Hot, cold and hardware wallets',
        description: 'Choosing the right wallet for each amount of money.',
        video: '',
        content: `## Split your funds

Keep a small "hot" wallet for daily use and a hardware wallet for savings. A hardware wallet signs transactions on the device, so malware on your computer cannot steal the key.`,
      },
      {
        title: 'Spotting phishing and drainers',
        description: 'Fake sites, fake airdrops and malicious signatures.',
        video: '',
        content: `## Red flags

1. A "claim" site you reached from a reply or DM
2. A signature request you cannot read, such as \`setApprovalForAll\` or a Permit
3. Urgency: "only 10 minutes left"

When in doubt, close the tab and find the project link from its official account.`,
      },
      {
        title: 'Cleaning up token approvals',
        description: 'Revoke old permissions that could be abused later.',
        video: '',
        content: `## Approvals stay until you revoke them

Every time you trade on a DEX you may give a contract permission to spend your tokens. Check your approvals every few months and revoke the ones you no longer need.`,
      },
    ],
    resources: [
      { title: 'Revoke.cash', url: 'https://revoke.cash' },
      { title: 'Ethereum security guide', url: 'https://ethereum.org/en/security/' },
    ],
  },
  {
    id: 'course-defi-fundamentals',
    slug: 'defi-fundamentals',
    title: 'DeFi Fundamentals',
    description:
      'Swaps, lending and liquidity pools explained with worked examples, plus the risks nobody mentions in the yield tables.',
    image: '/images/banners/course-defi.svg',
    duration: '2h 45m',
    lessons: 4,
    students: 7402,
    lessons_content: [
      {
        title: 'How automated market makers work',
        description: 'The x × y = k formula in plain language.',
        video: '',
        content: `## Pools instead of order books

An AMM holds two tokens in a pool. The price moves as traders swap, keeping the product of the two balances constant. Bigger pools mean less **slippage** for the same trade size.`,
      },
      {
        title: 'Lending and borrowing',
        description: 'Collateral, health factors and liquidations.',
        video: '',
        content: `## Over-collateralised loans

You deposit collateral worth more than you borrow. If its value falls and your **health factor** drops below 1, part of your collateral is sold to repay the loan.

- Borrow well below the maximum
- Watch volatile collateral closely`,
      },
      {
        title: 'Providing liquidity',
        description: 'Fees, impermanent loss and concentrated ranges.',
        video: '',
        content: `## Fees versus impermanent loss

Liquidity providers earn trading fees but end up with more of the token that fell in price. Compare fee income with what you would have had by simply holding.`,
      },
      {
        title: 'Reading DeFi risk',
        description: 'Audits, oracles and where yield really comes from.',
        video: '',
        content: `## Ask where the yield comes from

1. Trading fees and interest are sustainable
2. Token emissions usually fall over time
3. Yields that look too good often hide leverage or smart-contract risk`,
      },
    ],
    resources: [
      { title: 'DefiLlama yields', url: 'https://defillama.com/yields' },
      { title: 'Uniswap documentation', url: 'https://docs.uniswap.org' },
      { title: 'Aave documentation', url: 'https://aave.com/docs' },
    ],
  },
  {
    id: 'course-nft-collecting-guide',
    slug: 'nft-collecting-guide',
    title: 'The NFT Collector’s Guide',
    description:
      'How to evaluate a collection, read rarity, mint safely and avoid the most common traps.',
    image: '/images/banners/course-nft-collecting.svg',
    duration: '1h 15m',
    lessons: 3,
    students: 5120,
    lessons_content: [
      {
        title: 'What you actually own',
        description: 'Tokens, metadata and where the image lives.',
        video: '',
        content: `## A token that points to media

An NFT is a token ID in a contract. The artwork usually lives elsewhere, on IPFS, Arweave or a company server. On-chain or decentralised storage lasts longer than a private server.`,
      },
      {
        title: 'Evaluating a collection',
        description: 'Team, holders, liquidity and community.',
        video: '',
        content: `## A quick checklist

- Is the team public, and have they shipped before?
- How many unique holders are there?
- Is there daily trading volume, or only a few big sales?
- Does the Discord talk about the project or only about the floor price?`,
      },
      {
        title: 'Minting safely',
        description: 'Official links, burner wallets and gas spikes.',
        video: '',
        content: `## Mint with a separate wallet

Use a fresh wallet funded with only the mint price plus gas. Get the mint link from the project's official X account and double-check the contract address on a block explorer.`,
      },
    ],
    resources: [
      { title: 'OpenSea Learn', url: 'https://opensea.io/learn' },
      { title: 'ERC-721 standard', url: 'https://eips.ethereum.org/EIPS/eip-721' },
    ],
  },
  {
    id: 'course-technical-analysis-essentials',
    slug: 'technical-analysis-essentials',
    title: 'Technical Analysis Essentials',
    description:
      'Read candlestick charts and the indicators our signals use: RSI, MACD, volume and support and resistance.',
    image: '/images/banners/course-technical-analysis.svg',
    duration: '3h',
    lessons: 5,
    students: 10560,
    lessons_content: [
      {
        title: 'Candlesticks and timeframes',
        description: 'Open, high, low, close and why the timeframe changes the story.',
        video: '',
        content: `## Four prices per candle

Each candle shows the open, high, low and close for one period. A daily chart filters out the noise of a five-minute chart, so start with higher timeframes.`,
      },
      {
        title: 'Support and resistance',
        description: 'Price levels where buyers or sellers keep stepping in.',
        video: '',
        content: `## Levels that matter

Support is a level where buying has stopped declines before; resistance is where selling has stopped rallies. A broken resistance often becomes new support.`,
      },
      {
        title: 'RSI: momentum in one number',
        description: 'Overbought, oversold and divergences.',
        video: '',
        content: `## The Relative Strength Index

RSI moves between 0 and 100. Readings above 70 suggest an overbought market, below 30 oversold. A **divergence**, where price makes a new high but RSI does not, can warn of a weakening trend.`,
      },
      {
        title: 'MACD and moving averages',
        description: 'Trend direction and crossovers.',
        video: '',
        content: `## Following the trend

MACD compares a fast and a slow moving average. When the MACD line crosses above its signal line, momentum is turning up. Combine it with the 50-day and 200-day averages for context.`,
      },
      {
        title: 'Volume and risk management',
        description: 'Confirming moves and sizing positions.',
        video: '',
        content: `## Protect your capital first

- Breakouts on rising volume are more reliable
- Decide your stop loss **before** you enter
- Risk no more than 1–2% of your account on a single trade`,
      },
    ],
    resources: [
      {
        title: 'Relative Strength Index (Investopedia)',
        url: 'https://www.investopedia.com/terms/r/rsi.asp',
      },
      {
        title: 'MACD explained (Investopedia)',
        url: 'https://www.investopedia.com/terms/m/macd.asp',
      },
    ],
  },
  {
    id: 'course-layer-2-explained',
    slug: 'layer-2-explained',
    title: 'Layer 2s Explained',
    description:
      'Why Ethereum scales with rollups, how optimistic and zero-knowledge rollups differ, and how to bridge safely.',
    image: '/images/banners/course-layer-2.svg',
    duration: '1h 45m',
    lessons: 3,
    students: 6188,
    lessons_content: [
      {
        title: 'Why rollups?',
        description: 'Moving execution off the main chain while keeping its security.',
        video: '',
        content: `## Execute elsewhere, settle on Ethereum

A rollup runs transactions on its own chain and posts compressed data back to Ethereum. Users get lower fees while Ethereum still guarantees that the data is available.`,
      },
      {
        title: 'Optimistic versus zero-knowledge rollups',
        description: 'Fraud proofs, validity proofs and withdrawal times.',
        video: '',
        content: `## Two ways to prove honesty

| Type | How it proves correctness | Withdrawal to L1 |
| --- | --- | --- |
| Optimistic | Fraud proofs during a challenge window | About 7 days |
| ZK | Validity proofs for every batch | Minutes to hours |

Arbitrum and Optimism are optimistic; zkSync, Scroll and Polygon zkEVM use validity proofs.`,
      },
      {
        title: 'Bridging safely',
        description: 'Canonical bridges, third-party bridges and what can go wrong.',
        video: '',
        content: `## Choose your bridge carefully

1. The canonical bridge is the slowest but inherits the rollup's security.
2. Third-party bridges are faster but add their own trust assumptions.
3. Always test with a small amount first.`,
      },
    ],
    resources: [
      { title: 'L2BEAT risk analysis', url: 'https://l2beat.com' },
      { title: 'Layer 2 on ethereum.org', url: 'https://ethereum.org/en/layer-2/' },
    ],
  },
  {
    id: 'course-airdrop-hunting-playbook',
    slug: 'airdrop-hunting-playbook',
    title: 'The Airdrop Hunting Playbook',
    description:
      'Find promising airdrops early, track your activity and stay safe from fake claim sites.',
    image: '/images/banners/course-airdrops.svg',
    duration: '1h',
    lessons: 2,
    students: 14730,
    lessons_content: [
      {
        title: 'Finding airdrops worth your time',
        description: 'Funding, traction and a clear path to a token.',
        video: '',
        content: `## Signals of a real airdrop

- The project raised from known investors but has **no token yet**
- It runs a points program or a public testnet
- Usage is growing without paid incentives

Track every wallet and task in one spreadsheet, or use the AlphaScout airdrop list.`,
      },
      {
        title: 'Staying safe while farming',
        description: 'Separate wallets and fake claim pages.',
        video: '',
        content: `## Safety rules

1. Farm with a wallet that holds only what the tasks need.
2. Claim only through links from the project's official account.
3. A real airdrop never asks you to send funds first.`,
      },
    ],
    resources: [{ title: 'DefiLlama airdrops tracker', url: 'https://defillama.com/airdrops' }],
  },
  {
    id: 'course-smart-contract-basics',
    slug: 'smart-contract-basics',
    title: 'Smart Contract Basics with Solidity',
    description:
      'Write, test and deploy your first Solidity contract, and learn the security patterns every developer should know.',
    image: '/images/banners/course-smart-contracts.svg',
    duration: '4h',
    lessons: 4,
    students: 3847,
    lessons_content: [
      {
        title: 'Your first contract',
        description: 'State variables, functions and events.',
        video: '',
        content: `## A tiny counter

\`\`\`solidity
contract Counter {
    uint256 public count;
    event Incremented(uint256 newCount);

    function increment() external {
        count += 1;
        emit Incremented(count);
    }
}
\`\`\`

Every call to \`increment\` changes state, so it costs gas; reading \`count\` is free.`,
      },
      {
        title: 'Testing with Foundry',
        description: 'Unit tests and fuzzing in Solidity.',
        video: '',
        content: `## Test before you deploy

Foundry lets you write tests in Solidity and run them in milliseconds. Fuzz tests call your functions with random inputs to find edge cases you did not think of.`,
      },
      {
        title: 'Common vulnerabilities',
        description: 'Reentrancy, access control and oracle manipulation.',
        video: '',
        content: `## Learn from past hacks

- **Reentrancy**: update state before external calls
- **Access control**: protect admin functions with roles
- **Oracle manipulation**: never use a single pool's spot price`,
      },
      {
        title: 'Deploying to a testnet',
        description: 'From local chain to Sepolia and a verified contract.',
        video: '',
        content: `## Ship it

1. Get Sepolia ETH from a faucet.
2. Deploy with a script, never by pasting a private key into a website.
3. Verify the source code on Etherscan so users can read it.`,
      },
    ],
    resources: [
      { title: 'Solidity documentation', url: 'https://docs.soliditylang.org' },
      { title: 'OpenZeppelin Contracts', url: 'https://docs.openzeppelin.com/contracts' },
      { title: 'Foundry Book', url: 'https://book.getfoundry.sh' },
    ],
  },
];
