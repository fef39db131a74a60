/**
 * A storage key of this build. Previews published side by side on one origin share its
 * localStorage, sessionStorage and IndexedDB, so a build under a base path (Vite's `base`) keys
 * them by it; at the root the key is the name itself, as it always was. No import.meta here:
 * vite.config.ts uses it to key index.html's theme.
 */
export function scopedKey(name: string, base: string): string {
  return base === '/' ? name : `${name}@${base}`
}
