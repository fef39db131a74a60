// Leaving the app for another document. Each exit is announced first as a cancelable `lk:page-exit`
// event on window: code that must know the page is about to leave can see where to, and a test
// environment, whose documents cannot navigate, can stop it and look at the address instead.
export type PageExit = { url: string; mode: 'replace' | 'assign' }

function leave(exit: PageExit) {
  const announced = window.dispatchEvent(new CustomEvent<PageExit>('lk:page-exit', { detail: exit, cancelable: true }))
  if (!announced) return
  if (exit.mode === 'replace') window.location.replace(exit.url)
  else window.location.assign(exit.url)
}

export const pageExit = {
  /** Replaces the current history entry: the hand-off and /oauth pages must not be returned to. */
  replace(url: string) {
    leave({ url, mode: 'replace' })
  },
  /** A normal navigation (the Yandex consent page), so Back returns to the sign-in form. */
  assign(url: string) {
    leave({ url, mode: 'assign' })
  },
}
