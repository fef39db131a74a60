// Leaving the app for another document. One object, so tests can watch where the browser would go
// (jsdom cannot navigate, and `location.replace` cannot be spied on).
export const pageExit = {
  /** Replaces the current history entry: the hand-off and /oauth pages must not be returned to. */
  replace(url: string) {
    window.location.replace(url)
  },
  /** A normal navigation (the Yandex consent page), so Back returns to the sign-in form. */
  assign(url: string) {
    window.location.assign(url)
  },
}
