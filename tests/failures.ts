import { HttpResponse } from 'msw'

// Pieces of the failure tables: rows of [what fails, the answer, what the user reads].

export type Failure = [name: string, answer: () => Response, text: string]

/** The request never reaches the server: SPEC §8's text for it is the same on every screen. */
export const NETWORK_FAILURE: Failure = [
  'a network failure',
  () => HttpResponse.error(),
  'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова',
]

/** An answer with this status and an empty JSON body. */
export function emptyAnswer(status: number) {
  return () => HttpResponse.json({}, { status })
}
