// A failure of the studio's own code is named as one, never blamed on the customer's file or link:
// support sees «Ошибка мок-панели: …», and the console keeps the error with its stack for whoever fixes it.

export const STUDIO_FAILURE = 'Ошибка мок-панели: '
const SHOWN = 200

/** Logs the error whole and gives the message support sees. */
export function studioFailure(error: unknown): string {
  console.error(error)
  // An Error, or a DOMException of another realm (a worker's, jsdom's): its message, else the value.
  const { message, name } = typeof error === 'object' && error !== null ? (error as Partial<Error>) : {}
  const text = (typeof message === 'string' ? message : String(error)).trim() || name || 'без описания'
  return STUDIO_FAILURE + (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text)
}

/** A message studioFailure made (the import's worker sends it to the page, which checks what it shows). */
export const isStudioFailure = (text: string) =>
  text.startsWith(STUDIO_FAILURE) && text.length <= STUDIO_FAILURE.length + SHOWN + 1
