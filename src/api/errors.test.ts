import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { ACCOUNT_ERRORS, describeError, fieldErrors, MALFORMED_ERROR, NETWORK_ERROR } from './errors'
import { PAYMENT_ERRORS } from './payments'
import { gatewayApi } from './http'
import { MessageSchema } from './schema'

const PATH = 'authms/api/Auth/error-probe'

/** Sends a real request through the gateway client to an answer set up for the case. */
async function failureFor(answer: () => Response) {
  server.use(http.post(gateway(PATH), answer))
  try {
    await gatewayApi.post(PATH, { context: { credentialsCheck: true } }).json(MessageSchema)
  } catch (error) {
    return error
  }
  throw new Error('the request did not fail')
}

describe('describeError (SPEC §8)', () => {
  it.each([
    [
      '400 with an errors object lists every message',
      400,
      { errors: { userName: ['Минимум 3 символа'], firstName: 'Поле не должно быть пустым' } },
      'Минимум 3 символа\nПоле не должно быть пустым',
      'Минимум 3 символа\nПоле не должно быть пустым',
    ],
    ['400 without errors falls back', 400, {}, 'Ошибка запроса', 'Произошла неизвестная ошибка'],
    ['401 uses the server message', 401, { message: 'Токен отозван' }, 'Токен отозван', 'Токен отозван'],
    ['401 without a message', 401, {}, 'Ошибка запроса', 'Недействительный токен'],
    ['404 without a message', 404, {}, 'Ошибка запроса', 'Пользователь не найден'],
    ['500 with a message', 500, { message: 'Сервис недоступен' }, 'Сервис недоступен', 'Сервис недоступен'],
    ['500 without a message', 500, {}, 'Ошибка запроса', 'Ошибка при обновлении профиля'],
  ])('%s', async (_name, status, body, generic, account) => {
    const error = await failureFor(() => HttpResponse.json(body, { status }))
    expect(describeError(error)).toBe(generic)
    expect(describeError(error, ACCOUNT_ERRORS)).toBe(account)
  })

  it('uses the payment texts of SPEC §8 for HTTP and other failures', async () => {
    const error = await failureFor(() => HttpResponse.json({}, { status: 502 }))
    expect(describeError(error, PAYMENT_ERRORS)).toBe('Ошибка при отправке запроса.')
    expect(describeError(new Error('boom'), PAYMENT_ERRORS)).toBe('Что-то пошло не так.')
    expect(describeError('odd', undefined)).toBe('Неизвестная ошибка')
  })

  it('explains a network failure and a malformed answer', async () => {
    expect(describeError(await failureFor(() => HttpResponse.error()))).toBe(NETWORK_ERROR)
    expect(describeError(await failureFor(() => HttpResponse.json({ message: 42 })))).toBe(MALFORMED_ERROR)
    expect(
      describeError(
        await failureFor(() => new HttpResponse('<html>', { headers: { 'Content-Type': 'application/json' } })),
      ),
    ).toBe(MALFORMED_ERROR)
  })

  it('keeps the first message of each field of a 400 for the form', async () => {
    const error = await failureFor(() =>
      HttpResponse.json({ errors: { userName: ['Минимум 3 символа', 'x'] } }, { status: 400 }),
    )
    expect(fieldErrors(error)).toEqual({ userName: 'Минимум 3 символа' })
  })
})
