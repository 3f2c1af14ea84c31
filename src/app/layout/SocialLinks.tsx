import { DiscordIcon, TelegramIcon, XIcon } from '../../ui/SocialIcons';
import { SOCIAL_LINKS } from './nav-items';

/** AlphaScout's own profiles, for the header, the mobile menu and the footer. */
export const SOCIAL_PROFILES = [
  { href: SOCIAL_LINKS.x, label: 'AlphaScout on X (Twitter)', Icon: XIcon },
  { href: SOCIAL_LINKS.discord, label: 'AlphaScout on Discord', Icon: DiscordIcon },
  { href: SOCIAL_LINKS.telegram, label: 'AlphaScout on Telegram', Icon: TelegramIcon },
] as const;

/** The name of a link to a profile: it opens in a new tab, and says so. */
export const profileLinkName = (label: string): string => `${label} (opens in a new tab)`;

/** X, Discord and Telegram icon links. `className` sets the list's display (flex by default). */
export function SocialLinks({ className = 'flex' }: { className?: string }) {
  return (
    <ul className={`items-center gap-0 ${className}`}>
      {SOCIAL_PROFILES.map(({ href, label, Icon }) => (
        <li key={href}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={profileLinkName(label)}
            title={label}
            className="btn-ghost p-1"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
