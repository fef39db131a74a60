// Code that failed to arrive. Once an `import()` of a URL has failed, a browser may keep that failure
// for the whole document: Debian's chromium 150 rejects the same URL again without a request (as the
// HTML standard's module map has it), chromium 156 asks again. A page that must not depend on which
// browser it runs in loads its code again by loading the document again, as Vite advises for its
// `vite:preloadError`.

/**
 * A failed import of the app's code, in Chromium's ("Failed to fetch dynamically imported module"),
 * Firefox's ("error loading dynamically imported module") and Safari's words.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|^Importing a module script failed/.test(error.message)
}

/**
 * Before the app renders, code that did not come shows index.html's own screen for it (its inline
 * script listens for the entry's `error`): the reason, «Обновить страницу», the report, and offline
 * a reload by itself once the signal is back. Never settles: nothing may render without that code.
 */
export function showCodeLoadFailure(error: unknown): Promise<never> {
  // A lost signal is no defect to report; the screen says what happened.
  if (navigator.onLine) console.error('The first load did not finish', error)
  document.querySelector('script[type="module"][src]')?.dispatchEvent(new Event('error'))
  return new Promise(() => undefined)
}
