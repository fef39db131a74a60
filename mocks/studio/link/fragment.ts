/** The fragment key of a reproduction link: the app's router and /oauth never read it, and the mock strips it first. */
export const FRAGMENT_KEY = 'lk-mock='
