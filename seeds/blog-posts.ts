/**
 * The five seeded blog posts (docs/product.md, "Seed data"): integer ids 1-5, read times of 10, 12, 9, 11 and
 * 14 minutes, published between 2025-02-15 and 2025-03-10. Exactly one is featured.
 */
import type { BlogPost } from '../src/schemas/blog-post';

export const blogPostSeeds: BlogPost[] = [
  {
    id: 1,
    title: 'How to Evaluate an NFT Project Before You Mint',
    slug: 'how-to-evaluate-an-nft-project',
    summary:
      'A practical checklist for judging a new NFT collection: the team, the art, the community, the contract and the numbers that tell you whether a mint is worth your money.',
    content: `Every week dozens of NFT collections open their mint, and most of them trade below mint price within a month. A little homework before you connect your wallet filters out most of the bad ones. This is the checklist our research team uses.

![A gallery wall of generative NFT artwork](/images/banners/blog-nft-evaluation.svg)

## Start with the team

Anonymous teams are not automatically bad, but they ask for more trust. Look for:

- **A track record.** Have the founders shipped a collection, a game or an app before? What happened to holders of their last project?
- **Doxxed or reputation-backed members.** An artist with years of public work has something to lose.
- **Clear roles.** Someone has to write the contract, someone has to run the community, and someone has to deliver the roadmap.

## Look closely at the art and the idea

Ask yourself whether you would keep the piece if the floor price went to zero. Good collections have a recognisable style, consistent quality across traits and a reason to exist beyond "the next blue chip". Check the rarity distribution too: if a handful of traits are extremely rare, most of the supply will trade at the floor.

## Read the community, not the hype

Join the Discord and read for twenty minutes before you post anything.

1. Are people talking about the art, the game or the lore, or only about "wen mint" and the floor?
2. Do moderators answer hard questions or delete them?
3. How many of the X followers actually interact? Ten thousand followers and twelve likes per post is a warning sign.

## Check the numbers

A few figures tell you a lot about demand:

- **Supply versus community size.** A 10,000-piece collection with 2,000 real community members will struggle.
- **Mint price in context.** Compare it with similar collections that minted in the last three months.
- **Allowlist share.** If almost the whole supply goes to the allowlist, the public mint is mostly there for marketing.
- **Royalties and treasury.** Where will the money go, and who controls the wallet?

## Verify the contract

Before you sign anything, open the contract on a block explorer such as [Etherscan](https://etherscan.io). The source should be verified, the mint function should match what the website says, and the owner should not be able to change your token's metadata forever without a good reason. Mint from a fresh wallet that holds only the mint price and gas.

## Our rule of thumb

If a project fails two or more of the checks above, we skip it. There will always be another mint, but money lost to a rushed decision does not come back. You can track upcoming drops on the AlphaScout NFT page, where each listing shows supply, mint price, roadmap and team at a glance.`,
    author: {
      name: 'Priya Raman',
      avatar: '/images/avatars/priya-raman.svg',
      bio: 'Head of Research at AlphaScout. Priya has covered NFT markets since 2020 and still mints with a burner wallet.',
    },
    category: 'NFT',
    tags: ['NFT', 'minting', 'due diligence', 'beginners'],
    image: '/images/banners/blog-nft-evaluation.svg',
    publishedAt: '2025-02-15T09:00:00Z',
    updatedAt: '2025-02-18T14:30:00Z',
    readTime: '10 min read',
    featured: false,
  },
  {
    id: 2,
    title: 'Layer 2 Rollups Explained: How Ethereum Scales',
    slug: 'layer-2-rollups-explained',
    summary:
      'Why Ethereum moved execution to rollups, how optimistic and zero-knowledge rollups prove they are honest, and what that means for fees, withdrawals and safety.',
    content: `Ethereum mainnet processes only a few dozen transactions per second. When demand spikes, fees can reach tens of dollars for a simple swap. Rollups are Ethereum's answer: move the work off the main chain, but keep the security of the main chain.

![Diagram of transactions batched from a rollup to Ethereum](/images/banners/blog-layer-2.svg)

## What a rollup does

A rollup is a separate chain that executes transactions and then posts two things back to Ethereum:

- **The transaction data**, compressed, so that anyone can rebuild the rollup's state.
- **A commitment to the new state**, which Ethereum can check or challenge.

Because many transactions share the cost of one Ethereum post, each user pays far less. Since the Dencun upgrade in March 2024, rollups can post data as cheap "blobs", which cut fees on most Layer 2s to a few cents.

## Optimistic rollups

Optimistic rollups such as Arbitrum and Optimism assume every batch is correct unless someone proves otherwise. After a batch is posted, there is a challenge window, usually about seven days, during which anyone can submit a fraud proof.

1. The sequencer posts a batch and a state root.
2. Watchers re-execute the batch.
3. If the result differs, they submit a fraud proof and the bad batch is rolled back.

The trade-off is the withdrawal delay: moving funds back to Ethereum through the official bridge takes about a week.

## Zero-knowledge rollups

ZK rollups such as zkSync, Scroll, Starknet and Polygon zkEVM attach a **validity proof** to every batch. Ethereum verifies the proof mathematically, so there is nothing to challenge and withdrawals can finish within hours.

The cost is complexity: generating proofs needs specialised software and powerful hardware, and proving systems are newer and less battle-tested.

## Not all rollups are equally safe

A rollup is only as decentralised as its weakest part. Before you bridge large amounts, check:

- **Proof system.** Are fraud or validity proofs live, or is the chain still on "training wheels"?
- **Upgrade keys.** Can a small multisig change the contracts instantly?
- **Sequencer.** If the single sequencer goes offline, can you still force your transaction through Ethereum?
- **Exit window.** Do users have time to withdraw before an upgrade takes effect?

[L2BEAT](https://l2beat.com) tracks these risks for every major rollup and is worth bookmarking.

## What this means for you

For most users, rollups already feel like a faster, cheaper Ethereum. Use the official bridge when you can wait, a reputable third-party bridge when you cannot, and keep in mind that your funds are protected by a mix of Ethereum and the rollup's own governance.`,
    author: {
      name: 'Jonas Keller',
      avatar: '/images/avatars/jonas-keller.svg',
      bio: 'Co-founder and CTO of AlphaScout. Jonas has built on Ethereum since 2017 and runs a node at home.',
    },
    category: 'Technology',
    tags: ['Ethereum', 'Layer 2', 'rollups', 'scaling'],
    image: '/images/banners/blog-layer-2.svg',
    publishedAt: '2025-02-20T10:00:00Z',
    updatedAt: '2025-02-24T08:15:00Z',
    readTime: '12 min read',
    featured: true,
  },
  {
    id: 3,
    title: 'Ten Habits That Keep Your Crypto Safe',
    slug: 'ten-habits-that-keep-your-crypto-safe',
    summary:
      'Most crypto losses come from phishing, careless signatures and lost seed phrases, not from clever hacks. Ten simple habits close almost all of those doors.',
    content: `Most people who lose crypto are not hacked in the movie sense. They sign something they did not read, type their seed phrase into a fake site or lose the only copy of their backup. The good news: a few habits prevent nearly all of it.

![A padlock over a hardware wallet](/images/banners/blog-security-habits.svg)

## The ten habits

1. **Write your seed phrase on paper or steel.** Never store it in a screenshot, a cloud note or an email draft.
2. **Use a hardware wallet for savings.** Keep only spending money in a browser or phone wallet.
3. **Split wallets by purpose.** One vault, one for daily DeFi, and a burner for mints and airdrops.
4. **Bookmark the sites you use.** Reach your exchange and your favourite apps from bookmarks, never from search ads or replies.
5. **Read every signature.** If your wallet shows a permit, an unlimited approval or \`setApprovalForAll\` that you did not expect, reject it.
6. **Use a wallet that simulates transactions.** Seeing "you will send 2 ETH and receive nothing" before you sign saves money.
7. **Revoke old approvals.** Tools such as [Revoke.cash](https://revoke.cash) show which contracts can still spend your tokens.
8. **Turn on app-based two-factor authentication** for exchanges and email. SMS codes can be stolen through SIM swaps.
9. **Assume every DM is a scam.** Real support teams do not message you first, and nobody legitimate needs your seed phrase.
10. **Test with a small amount.** Send a small transaction first when you use a new address, bridge or chain.

## Recognising a phishing attempt

Scammers rely on urgency and familiarity. Watch for:

- A "claim your airdrop" link posted in replies under an official account
- A website address with one letter changed or an unusual domain ending
- A countdown timer pushing you to act now
- A request to "validate" or "sync" your wallet

If you are unsure, close the tab and find the link again from the project's official profile.

## If something goes wrong

Act quickly. Move any remaining funds to a new wallet created on a clean device, revoke approvals on the compromised wallet and change the passwords of any accounts linked to it. Report the scam site to your wallet provider so other users are warned. Then take a breath: it happens to experienced people too, and the habits above make a second time far less likely.`,
    author: {
      name: 'Sarah Whitfield',
      avatar: '/images/avatars/sarah-whitfield.svg',
      bio: 'Security writer and former incident responder. Sarah helps crypto users recover from, and avoid, wallet drainers.',
    },
    category: 'Security',
    tags: ['security', 'wallets', 'phishing', 'seed phrase'],
    image: '/images/banners/blog-security-habits.svg',
    publishedAt: '2025-02-25T07:30:00Z',
    updatedAt: '2025-02-25T07:30:00Z',
    readTime: '9 min read',
    featured: false,
  },
  {
    id: 4,
    title: 'Reading a Trading Signal: Entry, Target and Stop Loss',
    slug: 'reading-a-trading-signal',
    summary:
      'What the numbers on an AlphaScout signal mean, how the score is built from indicators, and how to turn a signal into a trade with sensible risk.',
    content: `A signal is not an order to buy or sell. It is a summary of what several indicators say about a market at one moment, with a suggested plan. This guide explains each part of an AlphaScout signal and how to use it without risking more than you can afford.

![A candlestick chart with entry, target and stop lines](/images/banners/blog-trading-signals.svg)

## The parts of a signal

- **Action:** BUY or SELL, the direction the indicators favour.
- **Score:** 0 to 100. It summarises how strongly the indicators agree. Above 70 means strong agreement; 40 to 60 means mixed evidence.
- **Entry price:** the level where the setup makes sense. Entering far above it for a BUY changes the risk.
- **Target price:** where the setup is expected to play out.
- **Stop loss:** where the idea is proven wrong. If price reaches it, the trade is closed.
- **Indicators:** the evidence, each marked bullish, bearish or neutral.

## How the score is built

The score combines momentum, trend and activity:

1. **Momentum** from the [RSI](https://www.investopedia.com/terms/r/rsi.asp) and MACD.
2. **Trend** from moving averages and market structure (higher highs and higher lows).
3. **Activity** from volume, and for NFTs from floor price, listings and sales.

A high score means these agree. It does not mean the trade cannot fail; markets react to news that no indicator can foresee.

## Turning a signal into a trade

Start with risk, not with the target. Decide how much of your account you are willing to lose on one idea, typically 1 to 2%.

1. Measure the distance between entry and stop loss. Say entry is $100 and stop is $92: the risk is 8%.
2. Divide the amount you are willing to lose by that distance. With a $5,000 account and 1% risk you can lose $50, so the position is $50 ÷ 0.08 = $625.
3. Check the reward-to-risk ratio. With a target of $120 you risk $8 to make $20, a ratio of 2.5. Below 1.5, most traders skip the setup.

## Common mistakes

- Moving the stop loss further away when price approaches it
- Entering late, after most of the move has happened
- Ignoring the score and trading every signal with the same size
- Forgetting fees and funding costs on leveraged positions

## A final word

Signals are a starting point for your own research, not financial advice. Read the reason, look at the chart yourself and only trade money you can afford to lose. If you want to learn the indicators behind the scores, our [Technical Analysis Essentials](/academy/technical-analysis-essentials) course covers each of them.`,
    author: {
      name: 'Marco Bellini',
      avatar: '/images/avatars/marco-bellini.svg',
      bio: 'Market analyst at AlphaScout. Marco traded futures for a decade before moving to crypto markets.',
    },
    category: 'Trading',
    tags: ['trading', 'signals', 'risk management', 'technical analysis'],
    image: '/images/banners/blog-trading-signals.svg',
    publishedAt: '2025-03-03T12:00:00Z',
    updatedAt: '2025-03-05T09:45:00Z',
    readTime: '11 min read',
    featured: false,
  },
  {
    id: 5,
    title: 'MiCA in Practice: What Europe’s Crypto Rules Mean for You',
    slug: 'mica-in-practice',
    summary:
      'The EU’s Markets in Crypto-Assets regulation now applies in full. Here is what changes for exchanges, stablecoins and everyday users, and what stays the same.',
    content: `The European Union's Markets in Crypto-Assets regulation, better known as MiCA, is the first comprehensive crypto rulebook for a major economic area. Its stablecoin rules took effect in June 2024 and the rest applied from 30 December 2024. Here is what that means in practice.

![Map of Europe with connected nodes](/images/banners/blog-mica.svg)

## Who MiCA covers

MiCA regulates three groups:

- **Issuers of stablecoins**, split into e-money tokens (backed by one official currency) and asset-referenced tokens (backed by a basket).
- **Crypto-asset service providers (CASPs)**: exchanges, brokers, custodians and portfolio managers.
- **Issuers of other crypto-assets** that offer tokens to the public, who must publish a white paper.

Bitcoin itself has no issuer, so the issuer rules do not apply to it, but platforms that let you trade it are covered.

## What changes for exchanges

A CASP licensed in one member state can serve customers across the whole EU, a system called passporting. In return, it must:

1. Keep customer assets separate from its own.
2. Meet capital, governance and cybersecurity requirements.
3. Publish clear information about fees, risks and complaints handling.
4. Follow market-abuse rules against insider trading and manipulation.

Existing providers may benefit from a transition period that varies by country and ends by July 2026 at the latest.

## What changes for stablecoins

Stablecoin issuers need authorisation and must hold reserves that match the tokens in circulation, with a right for holders to redeem at face value. Several exchanges restricted or delisted stablecoins that did not comply, so you may have noticed fewer trading pairs for some coins.

## What stays the same for you

- You can still hold crypto in your own wallet; MiCA does not ban self-custody.
- Decentralised protocols with no identifiable operator are largely outside its scope for now.
- NFTs that are truly unique are mostly excluded, although large "collections" that behave like fungible tokens may not be.

## The travel rule

Alongside MiCA, the EU's Transfer of Funds Regulation requires providers to attach sender and recipient information to crypto transfers. When you withdraw to your own wallet, your exchange may ask you to confirm that you control the address.

## Our take

For users, MiCA mostly means more disclosure and stronger protection when a platform fails. The official text is published on [EUR-Lex](https://eur-lex.europa.eu/eli/reg/2023/1114/oj). This article is a summary, not legal advice; rules are still being clarified by national regulators and the European Securities and Markets Authority.`,
    author: {
      name: 'Helena Brandt',
      avatar: '/images/avatars/helena-brandt.svg',
      bio: 'Policy editor at AlphaScout. Helena follows crypto regulation in Europe and trained as a financial lawyer.',
    },
    category: 'Regulation',
    tags: ['regulation', 'MiCA', 'Europe', 'stablecoins'],
    image: '/images/banners/blog-mica.svg',
    publishedAt: '2025-03-10T08:00:00Z',
    updatedAt: '2025-03-10T08:00:00Z',
    readTime: '14 min read',
    featured: false,
  },
];
