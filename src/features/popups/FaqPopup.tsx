import type { ReactNode } from 'react';

interface Faq {
  question: string;
  answer: ReactNode;
}

/** Exactly six questions (docs/product.md, "Shell"). */
const FAQS: readonly Faq[] = [
  {
    question: 'What is AlphaScout?',
    answer: (
      <p>
        A crypto discovery app: AI-supported buy and sell signals, airdrop, testnet and whitelist
        trackers, giveaways, NFT and ICO listings, news, a blog, a link directory and an academy of
        courses, in one place.
      </p>
    ),
  },
  {
    question: 'Is it free?',
    answer: (
      <p>
        Yes. Everything you can use today is free, with or without an account. Paid plans are shown
        under Pricing but are not available yet (coming soon); the Free plan stays at $0 forever.
      </p>
    ),
  },
  {
    question: 'Where is my data stored?',
    answer: (
      <>
        <p>
          Only in this browser: in IndexedDB (the main store) and in localStorage (a compatibility
          copy). AlphaScout has no server, so nothing you save is uploaded anywhere.
        </p>
        <p className="mt-2">
          That also means clearing your browser&apos;s site data, or switching to another browser or
          device, leaves your data behind. Export a backup regularly: sign in and use Backup/Restore
          in the header.
        </p>
      </>
    ),
  },
  {
    question: 'Is this financial advice?',
    answer: (
      <p>
        No. Nothing on AlphaScout is financial, investment or trading advice. Signals and listings
        are information only, may be wrong or out of date, and crypto can lose all of its value. Do
        your own research and never invest more than you can afford to lose.
      </p>
    ),
  },
  {
    question: 'How are signals scored?',
    answer: (
      <p>
        Every signal carries a score from 0 to 100 that sums up how strongly its indicators (trend,
        momentum, volume and the like) agree with the call. A higher score means more indicators
        line up; it is not a probability of profit.
      </p>
    ),
  },
  {
    question: 'How do I get my project listed, or contact you?',
    answer: (
      <p>
        Open Contact in the footer and tell us about your project. In this local-first version the
        form is not sent anywhere (it is only recorded in your browser), so for now you can also
        reach us on X, Discord or Telegram using the links in the footer.
      </p>
    ),
  },
];

/** Frequently asked questions; each answer opens with a native `<details>`/`<summary>`. */
export function FaqPopup() {
  return (
    <div className="space-y-2">
      {FAQS.map(({ question, answer }) => (
        <details
          key={question}
          className="group rounded-xl border border-ink-600 bg-ink-900/60 open:border-brand/40"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium text-text hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
            <span>{question}</span>
            <span
              aria-hidden="true"
              className="inline-block text-lg leading-none text-brand transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="px-4 pb-4 text-sm leading-relaxed text-text-muted">{answer}</div>
        </details>
      ))}
    </div>
  );
}
