/**
 * The pages whose first screen is painted from HTML made at build time (build/prerender.ts), each
 * into its `file` beside index.html, which the hosts serve for its address (deploy/).
 * `guard`: the route's guard may send the visitor elsewhere before its screen is of use: a visitor
 * with a stored session (`sendsAway: 'signed-in'`) or without one (`'signed-out'`), or one with one of
 * these search parameters in the address; the page's script then shows the loading screen instead of
 * the screen (src/prerender/stand-in.ts). The names are the route's own (its search schema in
 * src/routes/auth.tsx; src/prerender/render-screen.test.tsx holds them to it).
 * Home, the one signed-in screen among them, is painted as the app shows it before the user is read
 * (skeletons in the user's places; src/prerender/render-screen.tsx).
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  // A hand-off (`token`, `link`) is decided before the form; a provider's failed sign-in (`error`)
  // adds its message above it, which would push the painted form down.
  { path: '/auth', file: 'auth.html', guard: { sendsAway: 'signed-in', params: ['token', 'link', 'error'] } },
  { path: '/reset-password', file: 'reset-password.html' },
  // Home, the signed-in visitor's first screen: its promo banner is the page's largest text.
  { path: '/', file: 'home.html', guard: { sendsAway: 'signed-out', params: [] } },
]

export type PrerenderedRoute = {
  path: string
  file: string
  guard?: { sendsAway: 'signed-in' | 'signed-out'; params: readonly string[] }
}
