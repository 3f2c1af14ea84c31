/**
 * The footer's popups, each rendered inside the shared modal Dialog. Loaded lazily by the footer,
 * so this file and everything it imports (the team list, the contact schema) is its own chunk.
 */
import type { ComponentType } from 'react';

import { Dialog } from '../../ui/Dialog';
import { AboutPopup } from './AboutPopup';
import { ContactPopup } from './ContactPopup';
import { DisclaimerPopup } from './DisclaimerPopup';
import { FaqPopup } from './FaqPopup';
import { PricingPopup } from './PricingPopup';
import { TermsPopup } from './TermsPopup';

export type PopupName = 'about' | 'pricing' | 'contact' | 'disclaimer' | 'faq' | 'terms';

const POPUPS = {
  about: { title: 'About AlphaScout', Body: AboutPopup, size: 'md' },
  pricing: { title: 'Pricing', Body: PricingPopup, size: 'lg' },
  contact: { title: 'Contact us', Body: ContactPopup, size: 'md' },
  disclaimer: { title: 'Disclaimer', Body: DisclaimerPopup, size: 'md' },
  faq: { title: 'Frequently asked questions', Body: FaqPopup, size: 'md' },
  terms: { title: 'Terms of Service & Privacy', Body: TermsPopup, size: 'md' },
} as const satisfies Record<PopupName, { title: string; Body: ComponentType; size: 'md' | 'lg' }>;

export function SitePopup({ name, onClose }: { name: PopupName | null; onClose: () => void }) {
  if (name === null) return null;
  const { title, Body, size } = POPUPS[name];
  return (
    // Keyed by name so that switching popups mounts a fresh dialog with fresh state.
    <Dialog key={name} title={title} open onClose={onClose} size={size}>
      <Body />
    </Dialog>
  );
}
