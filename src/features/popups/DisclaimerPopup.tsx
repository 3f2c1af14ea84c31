/** The risk warning: no financial advice, no promise of accuracy or profit. */
export function DisclaimerPopup() {
  return (
    <div className="space-y-4 text-sm leading-relaxed text-text-muted">
      <div role="note" className="rounded-xl border border-warn/40 bg-warn/10 p-4">
        <p className="font-semibold text-warn">Risk warning</p>
        <p className="mt-1 text-text">
          Crypto assets are highly volatile and largely unregulated. Prices can fall sharply in
          minutes, and you can lose all of the money you put in.
        </p>
      </div>
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong className="text-text">No financial advice.</strong> Signals, scores, listings,
          news and courses on AlphaScout are information only, not financial, investment, legal or
          tax advice, and not a recommendation to buy or sell anything.
        </li>
        <li>
          <strong className="text-text">No promise of accuracy or profit.</strong> Content may be
          incomplete, delayed or wrong. Past performance and high scores do not predict future
          results.
        </li>
        <li>
          <strong className="text-text">Do your own research.</strong> Check every project yourself,
          consider talking to a licensed adviser, and never invest more than you can afford to lose.
        </li>
        <li>
          Airdrops, giveaways, whitelists and token sales attract scams. Never share your seed
          phrase or private keys.
        </li>
      </ul>
      <p>You use AlphaScout at your own risk; we accept no liability for any loss.</p>
    </div>
  );
}
