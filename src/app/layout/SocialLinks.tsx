import { DiscordIcon, TelegramIcon, XIcon } from '../../ui/SocialIcons';
import { SOCIAL_LINKS } from './nav-items';

const LINKS = [
  { href: SOCIAL_LINKS.x, label: 'AlphaScout on X (Twitter)', Icon: XIcon },
  { href: SOCIAL_LINKS.discord, label: 'AlphaScout on Discord', Icon: DiscordIcon },
  { href: SOCIAL_LINKS.telegram, label: 'AlphaScout on Telegram', Icon: TelegramIcon },
];

/** X, Discord and Telegram icon links. `className` sets the list's display (flex by default). */
export function SocialLinks({ className = 'flex' }: { className?: string }) {
  return (
    <ul className={`items-center gap-0 ${className}`}>
      {LINKS.map(({ href, label, Icon }) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className="btn-ghost p-1">
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
