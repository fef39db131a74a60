import { HttpResponse, type JsonBodyType } from 'msw'

// Pieces of the failure tables: rows of [what fails, the answer, what the user reads].

export type Failure = [name: string, answer: () => Response, text: string]

/** The request never reaches the server: SPEC §8's text for it is the same on every screen. */
export const NETWORK_FAILURE: Failure = [
  'a network failure',
  () => HttpResponse.error(),
  'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова',
]

/** A 200 whose body does not match the call's schema: the same SPEC text on every screen. */
export function malformedAnswer(body: JsonBodyType): Failure {
  return ['a malformed answer', () => HttpResponse.json(body), 'Сервер прислал неожиданный ответ. Попробуйте позже']
}

/** An answer with this status and an empty JSON body. */
export function emptyAnswer(status: number) {
  return () => HttpResponse.json({}, { status })
}

/** An account-service call answering a bare 401, 404 or 500: SPEC §8's texts for them. */
export const ACCOUNT_STATUS_FAILURES: Failure[] = [
  ['401', emptyAnswer(401), 'Недействительный токен'],
  ['404', emptyAnswer(404), 'Пользователь не найден'],
  ['500', emptyAnswer(500), 'Ошибка при обновлении профиля'],
]
