import type { AboutTeamMember } from '../../schemas/team-member';
import { XIcon } from '../../ui/SocialIcons';
import { aboutTeam } from './about-team';

/** About AlphaScout: what the product is, then the team (docs/product.md, "Shell"). */
export function AboutPopup() {
  return (
    <div className="space-y-5 text-sm leading-relaxed">
      <div className="space-y-3">
        <p>
          <strong className="text-text">AlphaScout</strong> is a crypto discovery app: trading
          signals scored from 0 to 100, airdrop, testnet and whitelist trackers, giveaways, NFT and
          ICO listings, news, a blog, a link directory and an academy of courses, all in one place.
        </p>
        <p className="muted">
          It is local-first: there is no server. Everything you see and every account you create
          lives in your own browser. Nothing on AlphaScout is financial advice.
        </p>
      </div>

      <section aria-labelledby="about-team-heading">
        <h3
          id="about-team-heading"
          className="text-xs font-semibold uppercase tracking-wider text-text-muted"
        >
          The team
        </h3>
        {aboutTeam.length === 0 ? (
          <p className="muted mt-3">The team list is not available right now.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {aboutTeam.map((member) => (
              <TeamCard key={member.name} member={member} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TeamCard({ member }: { member: AboutTeamMember }) {
  const { twitter, linkedin } = member.links;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-ink-600 bg-ink-900/60 p-3">
      {/* The name is written next to it, so the picture adds nothing for a screen reader. */}
      <img
        src={member.avatar}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="h-12 w-12 shrink-0 rounded-full border border-ink-500 bg-ink-700 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-text">{member.name}</p>
        <p className="truncate text-xs text-text-muted">{member.role}</p>
        {[twitter, linkedin].some(Boolean) && (
          <div className="-ml-2 mt-1 flex gap-1">
            {twitter && (
              <a
                href={twitter}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${member.name} on X (opens in a new tab)`}
                className="btn-ghost h-8 w-8 p-0"
              >
                <XIcon className="h-4 w-4" />
              </a>
            )}
            {linkedin && (
              <a
                href={linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
                className="btn-ghost h-8 w-8 p-0"
              >
                <LinkedInIcon />
              </a>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** LinkedIn's mark (Simple Icons, CC0); only the About popup uses it. */
function LinkedInIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="h-4 w-4"
    >
      <path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433c-1.144 0-2.063-.926-2.063-2.065 0-1.138.92-2.063 2.063-2.063 1.14 0 2.064.925 2.064 2.063 0 1.139-.925 2.065-2.064 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z" />
    </svg>
  );
}
