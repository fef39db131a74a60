/**
 * The open pages whose first screen is painted from HTML made at build time (build/prerender.ts),
 * each into `<route>.html` beside index.html, which the hosts serve for its address (deploy/).
 * `guard`: the route's guard may send the visitor elsewhere before its form is of use, when a session
 * is stored or one of these search parameters is in the address; the page's script then shows the
 * loading screen instead of the form (src/prerender/stand-in.ts). The names are the route's own
 * (its search schema in src/routes/auth.tsx; src/prerender/render-screen.test.tsx holds them to it).
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  // A hand-off (`token`, `link`) is decided before the form; a provider's failed sign-in (`error`)
  // adds its message above it, which would push the painted form down.
  { path: '/auth', guard: { params: ['token', 'link', 'error'] } },
  { path: '/reset-password' },
]

export type PrerenderedRoute = { path: string; guard?: { params: readonly string[] } }

/** The file a route's HTML is written to, as the hosts look it up ('/reset-password' -> 'reset-password.html'). */
export const prerenderedFile = (path: string) => `${path.slice(1)}.html`
