// SPEC §3: the theme is stored under `theme` (keyed by the base path under one: src/lib/scoped-key.ts).
// Imports nothing: build/base-path.ts keys index.html's pre-paint script with it.
export const THEME_NAME = 'theme'
