import type { Plugin } from 'vite'

// sonner injects its CSS as a <style> element when its module loads. The deployed CSP has
// `style-src 'self'` without 'unsafe-inline' (deploy/nginx.conf), which blocks that element and
// leaves toasts unstyled. In builds this swaps the injection for a lazy import of the stylesheet
// sonner ships (dist/styles.css, the same rules): a same-origin file, outside the render-blocking
// entry CSS. The dev server and unit tests keep the injection (no CSP there).
// Upstream: https://github.com/emilkowalski/sonner/issues/449 (closed; sonner 2.0.8, the newest
// release, still injects).
export const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/
const SONNER_INJECTION = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/

/** The module's code with the injection replaced, or an error when sonner no longer injects that way. */
export function replaceSonnerInjection(code: string): string {
  if (!SONNER_INJECTION.test(code)) {
    // Fail loudly: otherwise an upgrade would break the toasts under the CSP silently.
    throw new Error('sonner no longer calls __insertCSS("..."): update build/sonner-stylesheet.ts')
  }
  return code.replace(SONNER_INJECTION, 'import("./styles.css");')
}

export function sonnerStylesheet(): Plugin {
  return {
    name: 'lk:sonner-stylesheet',
    apply: 'build',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return null
      return { code: replaceSonnerInjection(code), map: null }
    },
  }
}
