import { Link } from '../../lib/navigation';

function ErrorPanel({ code, title, message }: { code: string; title: string; message: string }) {
  return (
    <main className="page flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p
        className="bg-gradient-to-r from-brand to-brand-violet bg-clip-text text-7xl font-black text-transparent"
        aria-hidden="true"
      >
        {code}
      </p>
      <h1 className="heading mt-4">{title}</h1>
      <p className="muted mt-2 max-w-md">{message}</p>
      <Link href="/" className="btn-primary mt-6">
        Go Home
      </Link>
    </main>
  );
}

export function NotFoundScreen() {
  return (
    <ErrorPanel
      code="404"
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
    />
  );
}

export function ForbiddenScreen() {
  return (
    <ErrorPanel
      code="403"
      title="Access Denied"
      message="You do not have permission to view this page."
    />
  );
}
