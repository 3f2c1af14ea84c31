import type { Link } from '../../schemas/link';
import { ExternalLink, LinkRow } from '../../ui/ExternalLink';
import { Picture } from '../../ui/Picture';
import { displayHost } from './link-query';

/** A directory entry: icon, name, what it is, where it lives, and only the socials it has. */
export function LinkCard({ link }: { link: Link }) {
  return (
    <article className="card flex h-full flex-col gap-3" aria-labelledby={`link-${link.id}`}>
      <div className="flex items-center gap-3">
        <Picture
          src={link.icon}
          alt=""
          loading="lazy"
          className="h-11 w-11 shrink-0 rounded-xl bg-ink-700 object-contain p-1"
        />
        <div className="min-w-0">
          <h3 id={`link-${link.id}`} dir="auto" className="truncate font-semibold">
            {link.name}
          </h3>
          <ExternalLink
            href={link.url}
            className="ext-link touch-target text-sm"
            label={`${link.name} website, ${displayHost(link.url)}`}
          >
            {displayHost(link.url)}
          </ExternalLink>
        </div>
      </div>
      <p className="flex-1 text-sm text-text-muted">{link.description}</p>
      <LinkRow
        of={link.name}
        className="[&_a]:px-2 [&_a]:py-0.5 [&_a]:text-xs"
        links={[
          ['X', link.twitter],
          ['Discord', link.discord],
          ['Telegram', link.telegram],
          ['GitHub', link.github],
          ['Whitepaper', link.whitepaper],
        ]}
      />
    </article>
  );
}
