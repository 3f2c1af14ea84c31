import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-text">{title}</h3>
      {children}
    </section>
  );
}

/** Terms of Service and the privacy notice in one popup. */
export function TermsPopup() {
  return (
    <div className="space-y-5 text-sm leading-relaxed text-text-muted">
      <p>
        By using AlphaScout you agree to these terms. If you do not agree, please do not use the
        app.
      </p>

      <Section title="1. The service">
        <p>
          AlphaScout shows crypto signals, project listings, trackers, news and courses for
          information and education. It is provided &ldquo;as is&rdquo;, without any warranty, and
          may change or stop at any time.
        </p>
      </Section>

      <Section title="2. No financial advice">
        <p>
          Nothing in AlphaScout is financial, investment, legal or tax advice. Content may be
          incomplete, out of date or wrong, and we promise no accuracy and no profit. You alone are
          responsible for your decisions; see the Disclaimer.
        </p>
      </Section>

      <Section title="3. Your use">
        <p>
          Use AlphaScout lawfully. Third-party sites linked from listings have their own terms; we
          do not control or endorse them. Be wary of anyone who asks for your seed phrase or private
          keys: we never will.
        </p>
      </Section>

      <Section title="4. Privacy">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            <strong className="text-text">No server.</strong> AlphaScout runs entirely in your
            browser; we have no backend and no database of our own.
          </li>
          <li>
            <strong className="text-text">Nothing leaves your browser.</strong> Your account, your
            saved data and what you type into forms (including the Contact form) stay on this
            device. Passwords are stored only as salted hashes, never as plain text.
          </li>
          <li>
            <strong className="text-text">No cookies.</strong> AlphaScout sets no cookies and uses
            no analytics or trackers. Data is kept in IndexedDB and localStorage, which you can
            remove at any time by clearing this site&apos;s data in your browser.
          </li>
          <li>
            Images and links that point to other websites are loaded from those websites, which see
            an ordinary web request as with any page.
          </li>
        </ul>
      </Section>

      <Section title="5. Changes">
        <p>
          We may update these terms. Continuing to use AlphaScout after a change means you accept
          the new terms.
        </p>
      </Section>
    </div>
  );
}
