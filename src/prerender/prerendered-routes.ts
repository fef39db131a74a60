/**
 * The open pages whose first screen is painted from HTML made at build time (build/prerender.ts),
 * each into `<route>.html` beside index.html, which the hosts serve for its address (deploy/).
 * `guarded`: the route's guard may send the visitor elsewhere before its form is of use (a stored
 * session, a hand-off in the address), so the page's script shows the loading screen instead of the
 * form then (src/prerender/stand-in.ts).
 */
export const PRERENDERED_ROUTES = [
  { path: '/auth', guarded: true },
  { path: '/reset-password', guarded: false },
] as const

export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number]

/** The file a route's HTML is written to, as the hosts look it up ('/reset-password' -> 'reset-password.html'). */
export const prerenderedFile = (path: string) => `${path.slice(1)}.html`
