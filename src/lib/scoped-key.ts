/**
 * A storage key of this build: the one rule for the name of every value the app and the studio
 * store (docs/previews.md lists them). Previews published side by side on one origin share its
 * localStorage, sessionStorage and IndexedDB, so a build under a base path (Vite's `base`) keys
 * them by it; at the root the key is the name itself, as SPEC names it (`access_token`, `theme`).
 * No import.meta here: vite.config.ts uses it to key index.html's theme.
 */
export function scopedKey(name: string, base: string): string {
  return base === '/' ? name : `${name}@${base}`
}
