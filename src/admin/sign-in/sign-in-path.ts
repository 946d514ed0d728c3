/** /admin/login remembers the page the member was sent from (`?next=`), to open it after signing in. */
export function signInPath(from: { pathname: string; search: string }): string {
  const next = `${from.pathname}${from.search}`;
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/** Where to go after signing in: the remembered page of the back office, never an address elsewhere. */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '/';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}
