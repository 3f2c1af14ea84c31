interface Plan {
  id: 'free' | 'basic' | 'premium';
  name: string;
  price: string;
  period: string;
  blurb: string;
  features: readonly string[];
  cta: string;
  popular?: boolean;
}

/** docs/product.md, "Constants": $0 forever, $29 per month (most popular), $99 per month. */
const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    blurb: 'Everything you need to start exploring.',
    features: [
      'All signals and listings',
      'Airdrop, testnet and whitelist trackers',
      'Academy courses',
      'Local backup and restore',
    ],
    cta: 'Get started',
  },
  {
    id: 'basic',
    name: 'Basic',
    price: '$29',
    period: 'per month',
    blurb: 'For active hunters who want an edge.',
    features: [
      'Everything in Free',
      'Real-time signal alerts',
      'Advanced filters and watchlists',
      'Early access to new listings',
    ],
    cta: 'Choose Basic',
    popular: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$99',
    period: 'per month',
    blurb: 'The full toolkit for serious traders.',
    features: [
      'Everything in Basic',
      'Premium alpha calls',
      'Portfolio insights',
      'Private community channel',
    ],
    cta: 'Choose Premium',
  },
];

/**
 * The pricing table, always covered by a 'Coming Soon' overlay (docs/product.md, "What it is": always
 * blocked). The plans stay visible, dimmed and blurred, but the container is `inert`, so nothing
 * in it can be clicked, focused or reached by assistive tech. The overlay has no way to be
 * dismissed; the dialog itself still closes as usual.
 */
export function PricingPopup() {
  return (
    <div className="relative">
      <div
        inert
        data-testid="pricing-plans"
        className="grid select-none gap-4 opacity-70 blur-[1.5px] sm:grid-cols-3"
      >
        {PLANS.map((plan) => (
          <article
            key={plan.id}
            data-plan={plan.id}
            className={`relative flex flex-col rounded-2xl border p-5 ${
              plan.popular
                ? 'border-brand bg-ink-700 shadow-lg shadow-brand/10'
                : 'border-ink-600 bg-ink-900/60'
            }`}
          >
            {plan.popular && (
              <span className="badge-brand absolute -top-2.5 left-1/2 -translate-x-1/2 whitespace-nowrap bg-ink-800 ring-1 ring-brand">
                Most popular
              </span>
            )}
            <h3 className="text-base font-semibold text-text">{plan.name}</h3>
            <p className="mt-1 text-xs text-text-muted">{plan.blurb}</p>
            <p className="mt-4 flex items-baseline gap-1.5">
              <span className="text-3xl font-bold tracking-tight text-text">{plan.price}</span>
              <span className="text-sm text-text-muted">{plan.period}</span>
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-text-muted">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-bullish">
                    ✓
                  </span>
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`mt-5 w-full ${plan.popular ? 'btn-primary' : 'btn-outline'}`}
            >
              {plan.cta}
            </button>
          </article>
        ))}
      </div>

      <div
        data-testid="pricing-overlay"
        className="absolute inset-0 flex items-end justify-center rounded-2xl bg-ink-900/35 px-3 pb-4 sm:items-center sm:px-4 sm:pb-0"
      >
        {/* On a phone the plans stack taller than the screen: the notice sticks to the bottom of
            the scrolling dialog so it is always in view without hiding the first plan's price. */}
        <div className="sticky bottom-4 max-w-sm rounded-2xl border border-brand/50 bg-ink-800/95 px-6 py-5 text-center shadow-2xl shadow-black/60 sm:static">
          <p className="text-2xl font-bold tracking-tight text-brand">Coming Soon</p>
          <p className="mt-2 text-sm text-text-muted">
            Paid plans are not available yet. Everything in AlphaScout is free while we build them.
          </p>
        </div>
      </div>
    </div>
  );
}
