import { LinkRow } from './ExternalLink';
import { Picture } from './Picture';

export interface TeamPerson {
  name: string;
  role: string;
  avatar: string;
  twitter?: string | null;
  linkedin?: string | null;
  github?: string | null;
}

type PersonLinks = readonly (readonly [label: string, href: string | null | undefined])[];

const PROFILE_LINKS = (
  person: Partial<Pick<TeamPerson, 'twitter' | 'linkedin' | 'github'>>,
): PersonLinks => [
  ['X', person.twitter],
  ['LinkedIn', person.linkedin],
  ['GitHub', person.github],
];

/**
 * Team members as small cards: avatar, name, role and only the links they have. `linksOf`
 * picks a person's links when the people are not `TeamPerson`s (an airdrop's team has its own).
 */
export function TeamGrid<
  P extends Pick<TeamPerson, 'name' | 'role' | 'avatar'> & Partial<TeamPerson>,
>({
  team,
  linksOf,
  className = 'sm:grid-cols-2',
}: {
  team: readonly P[];
  linksOf?: (person: P) => PersonLinks;
  className?: string;
}) {
  if (team.length === 0) return <p className="muted text-sm">The team has not been announced.</p>;
  return (
    <ul className={`grid gap-3 ${className}`}>
      {team.map((person, index) => (
        <li
          key={`${index}-${person.name}`}
          className="flex min-w-0 gap-3 rounded-lg bg-ink-700/50 p-3"
        >
          <Picture
            src={person.avatar}
            alt={`${person.name}'s avatar`}
            loading="lazy"
            className="h-12 w-12 shrink-0 rounded-full bg-ink-600 object-cover"
          />
          <div className="min-w-0">
            <p className="truncate font-medium">{person.name}</p>
            <p className="text-sm text-text-muted">{person.role}</p>
            <LinkRow
              of={person.name}
              className="mt-2 [&_a]:px-2 [&_a]:py-0.5 [&_a]:text-xs"
              links={linksOf ? linksOf(person) : PROFILE_LINKS(person)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
