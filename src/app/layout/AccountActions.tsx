import { lazy, Suspense, useRef, useState } from 'react';

import { signOutSession } from '../../db/accounts/app-session';
import { useSession } from '../../hooks/useSession';
import { useUserRecord } from '../../hooks/useUserRecord';
import { clearCookies } from '../../lib/cookies';
import { firstGrapheme } from '../../lib/graphemes';
import { Link, navigate } from '../../lib/navigation';
import { useFocusIfLost } from '../../ui/useFocusIfLost';
import { decideRoute } from '../guards';
import { ROUTES } from '../routes';

const BackupPopup = lazy(() =>
  import('../../features/backup/BackupPopup').then((m) => ({ default: m.BackupPopup })),
);

export const CLEAR_COOKIES_CONFIRMATION =
  'This will clear your session data but keep your JSON data. Continue?';

/**
 * Where the visitor is for a sign-out: 'home' once taken to `/` (when `always` is set or the page
 * shown is one only the signed-in may see), 'here' when the page stays. A screen holding typed
 * text may ask to stay: then null, and the visitor stays signed in with the text.
 */
function placeForSignOut(always: boolean): 'home' | 'here' | null {
  const shownSignedOut =
    decideRoute(ROUTES, window.location.pathname, { signedIn: false, admin: false }).action ===
    'render';
  if (!always && shownSignedOut) return 'here';
  navigate('/');
  return window.location.pathname === '/' ? 'home' : null;
}

/**
 * Signed out: a Sign In link. Signed in: Backup/Restore, Clear Cookies and Sign Out (docs/product.md, "Shell").
 * `onAction` is called after any of them that leaves the container (a link, a sign-out).
 */
export function AccountActions({
  layout = 'row',
  onAction,
}: {
  layout?: 'row' | 'column';
  onAction?: () => void;
}) {
  const { session } = useSession();
  // The stored account, live: a name or email changed in the admin editor or by an import shows
  // here as on /profile. The session's copy stands in while it loads, and for the alpha user.
  const user = useUserRecord(session && !session.alpha ? session.id : null);
  const [backupOpen, setBackupOpen] = useState(false);
  const focusIfLost = useFocusIfLost();
  // The same element signed in and out, so the Sign In link that replaces the buttons is found in it.
  const box = useRef<HTMLDivElement>(null);
  const boxClass =
    layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col items-stretch gap-2';
  // In the header row, tighter buttons leave room for the social links on a 1280 px screen.
  const pad = layout === 'row' ? 'px-2 2xl:px-3' : '';

  if (!session) {
    return (
      <div ref={box} className={boxClass}>
        <Link href="/login" className="btn-primary" onClick={onAction}>
          Sign In
        </Link>
      </div>
    );
  }

  const username = user?.username ?? session.username;
  return (
    <div ref={box} className={boxClass}>
      <Link
        href="/profile"
        className={`btn-ghost ${pad}`}
        onClick={onAction}
        title={user?.email ?? session.email}
      >
        <span
          aria-hidden="true"
          className="grid h-6 w-6 place-items-center rounded-full bg-brand/20 text-xs font-bold text-brand"
        >
          {firstGrapheme(username.trim()).toUpperCase()}
        </span>
        <span className={layout === 'row' ? 'sr-only 2xl:not-sr-only' : ''}>{username}</span>
      </Link>
      <button type="button" className={`btn-ghost ${pad}`} onClick={() => setBackupOpen(true)}>
        Backup/Restore
      </button>
      <button
        type="button"
        className={`btn-ghost ${pad}`}
        onClick={() => {
          if (!window.confirm(CLEAR_COOKIES_CONFIRMATION)) return;
          const place = placeForSignOut(false);
          if (!place) return;
          clearCookies();
          signOutSession();
          // A container that closes on an action (the phone menu) places the focus itself. In the
          // header, on the same page, the button is gone: the Sign In link takes its place and the focus.
          if (onAction) onAction();
          else if (place === 'here') focusIfLost(() => box.current?.querySelector('a') ?? null);
        }}
      >
        Clear Cookies
      </button>
      <button
        type="button"
        className={`btn-outline ${pad}`}
        onClick={() => {
          if (!placeForSignOut(true)) return;
          signOutSession();
          onAction?.();
        }}
      >
        Sign Out
      </button>
      {backupOpen && (
        <Suspense fallback={null}>
          <BackupPopup open onClose={() => setBackupOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
