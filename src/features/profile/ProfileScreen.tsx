import { signOutSession } from '../../db/app-session';
import { navigate } from '../../lib/navigation';
import { useSession } from '../auth/useSession';

export function ProfileScreen() {
  const { session, admin } = useSession();
  if (!session) return null;
  return (
    <main className="page flex justify-center">
      <section className="card w-full max-w-md text-center" aria-label="Profile">
        <div aria-hidden="true" className="mx-auto grid h-20 w-20 place-items-center rounded-full bg-gradient-to-br from-brand to-brand-violet text-3xl font-bold text-ink-900">
          {session.username.slice(0, 1).toUpperCase()}
        </div>
        <h1 className="heading mt-3">{session.username}</h1>
        <p className="muted">{session.email}</p>
        <p className="mt-2">
          <span className={admin ? 'badge-warn' : 'badge-brand'}>{admin ? 'Admin' : 'Member'}</span>
        </p>
        <button
          type="button"
          className="btn-outline mt-6"
          onClick={() => {
            signOutSession();
            navigate('/');
          }}
        >
          Sign Out
        </button>
      </section>
    </main>
  );
}
