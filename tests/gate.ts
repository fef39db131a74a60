/**
 * A promise the test opens itself: a mock answer that awaits it stays in flight exactly as long as
 * the test needs, however fast or slow the machine, instead of for a guessed number of milliseconds.
 */
export function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}
