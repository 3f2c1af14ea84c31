import { type ReactNode, useState } from 'react';

import { signOutSession } from '../../db/accounts/app-session';
import { useSession } from '../../hooks/useSession';
import { useUserRecord } from '../../hooks/useUserRecord';
import { navigate } from '../../lib/navigation';
import { formatMemberSince, initialsOf } from './profile-format';

function Avatar({ name, url }: { name: string; url: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box =
    'mx-auto h-24 w-24 rounded-full ring-2 ring-brand/40 ring-offset-4 ring-offset-ink-800';
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={`${name}'s avatar`}
        width={96}
        height={96}
        className={`${box} bg-ink-700 object-cover`}
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`${name}'s initials`}
      className={`${box} grid place-items-center bg-gradient-to-br from-brand to-brand-violet text-3xl font-bold text-ink-900`}
    >
      {initialsOf(name)}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-sm text-text-faint">{term}</dt>
      <dd className="min-w-0 break-words text-right font-medium text-text">{children}</dd>
    </div>
  );
}

/** /profile (docs/product.md, "Accounts and roles"): avatar, username, email, member since, role and Sign Out. */
export function ProfileScreen() {
  const { session, admin } = useSession();
  const user = useUserRecord(session && !session.alpha ? session.id : null);
  if (!session) return null;

  // The alpha user has no stored record: show what the session holds.
  const username = user?.username ?? session.username;
  const email = user?.email ?? session.email;
  const since = user ? formatMemberSince(user.created_at) : null;

  return (
    <main className="page flex justify-center py-10">
      <section className="card w-full max-w-lg p-6 sm:p-8" aria-labelledby="profile-heading">
        <div className="text-center">
          <Avatar name={username} url={user?.avatar_url} />
          <h1 id="profile-heading" className="heading mt-5 break-words">
            {username}
          </h1>
          <p className="muted mt-1 break-words">{email}</p>
          {session.alpha && (
            <p className="mt-3 inline-block rounded-full bg-ink-700 px-3 py-1 text-xs text-text-muted">
              Demo account (Alpha Login)
            </p>
          )}
        </div>
        <dl className="mt-6 divide-y divide-ink-600 border-y border-ink-600">
          <Row term="Member since">
            {user === undefined && !session.alpha ? '…' : (since ?? 'Not recorded')}
          </Row>
          <Row term="Role">
            <span className={admin ? 'badge-warn' : 'badge-brand'}>
              {admin ? 'Admin' : 'Member'}
            </span>
          </Row>
        </dl>
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              signOutSession();
              navigate('/');
            }}
          >
            Sign Out
          </button>
        </div>
      </section>
    </main>
  );
}
