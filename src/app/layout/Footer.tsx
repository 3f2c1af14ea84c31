/**
 * The site footer (docs/product.md, "Shell"): logo and tagline, the six popup buttons, social links and
 * the copyright line. The popups live in their own chunk (React.lazy), fetched on first open, or
 * earlier when a pointer or keyboard focus reaches one of the buttons.
 */
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';

import type { PopupName } from '../../features/popups/SitePopup';
import { Spinner } from '../../ui/Spinner';
import { profileLinkName, SOCIAL_PROFILES } from './SocialLinks';

const loadPopups = () => import('../../features/popups/SitePopup');
const SitePopup = lazy(() => loadPopups().then((module) => ({ default: module.SitePopup })));

const POPUP_BUTTONS: readonly { name: PopupName; label: string }[] = [
  { name: 'about', label: 'About' },
  { name: 'pricing', label: 'Pricing' },
  { name: 'contact', label: 'Contact' },
  { name: 'disclaimer', label: 'Disclaimer' },
  { name: 'faq', label: 'FAQ' },
  { name: 'terms', label: 'Terms of Service' },
];

function preloadPopups() {
  // A failed preload is retried by React.lazy on open, where Suspense reports it.
  loadPopups().catch(() => undefined);
}

export function Footer() {
  const [popup, setPopup] = useState<PopupName | null>(null);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto border-t border-ink-600 bg-ink-800/60">
      <div className="shell-row py-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-md">
            {/* Not a link: the header's logo already leads home. */}
            <p className="inline-flex items-center gap-2">
              <img src="/images/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
              <span className="text-lg font-bold tracking-tight text-text">AlphaScout</span>
            </p>
            <p className="mt-2 text-sm text-text-muted">
              Crypto alpha, scouted for you — and kept in your own browser.
            </p>
          </div>

          <ul className="flex gap-2" aria-label="AlphaScout on social media">
            {SOCIAL_PROFILES.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={profileLinkName(label)}
                  title={label}
                  className="btn-outline h-10 w-10 rounded-full p-0 text-text-muted"
                >
                  <Icon className="h-4.5 w-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-6 flex flex-col gap-4 border-t border-ink-600 pt-5 lg:flex-row lg:items-center lg:justify-between">
          <ul
            aria-label="About AlphaScout"
            className="-mx-2.5 grid grid-cols-2 gap-x-2 gap-y-1 sm:flex sm:flex-wrap sm:gap-x-1"
          >
            {POPUP_BUTTONS.map(({ name, label }) => (
              <li key={name}>
                <button
                  type="button"
                  className="btn-ghost w-full justify-start px-2.5 sm:w-auto"
                  aria-haspopup="dialog"
                  onPointerEnter={preloadPopups}
                  onFocus={preloadPopups}
                  onClick={() => setPopup(name)}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
          <p className="text-xs text-text-muted">© {year} AlphaScout. Not financial advice.</p>
        </div>
      </div>

      {popup && (
        <PopupLoadBoundary onDismiss={() => setPopup(null)}>
          <Suspense
            fallback={
              <Spinner
                size="sm"
                className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-full bg-ink-800 px-4 py-2 shadow-lg"
              />
            }
          >
            <SitePopup name={popup} onClose={() => setPopup(null)} />
          </Suspense>
        </PopupLoadBoundary>
      )}
    </footer>
  );
}

/**
 * The footer sits outside the router's error boundary, so a popup chunk that fails to load (a
 * dropped connection, or a new deploy that removed the old chunk) must not take the whole page
 * down: it says so in place and lets the visitor dismiss the message.
 */
class PopupLoadBoundary extends Component<
  { children: ReactNode; onDismiss: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('AlphaScout: a footer popup could not be loaded', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-bearish/50 bg-ink-800 px-4 py-3 text-sm shadow-2xl"
      >
        <span>This popup could not be loaded. Check your connection and reload the page.</span>
        <button type="button" className="btn-outline shrink-0" onClick={this.props.onDismiss}>
          Dismiss
        </button>
      </div>
    );
  }
}
