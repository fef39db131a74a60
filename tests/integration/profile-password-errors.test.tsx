import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PRODUCT_SLUG } from '@/api/config'
import { getToken } from '@/api/token'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { general } from '@mocks/respond'
import { DEMO } from '@mocks/seed'
import { renderRoute, signInAs } from '../render'
import { emptyAnswer, malformedAnswer, NETWORK_FAILURE } from '../failures'

const CHANGE = general(`${PRODUCT_SLUG}/auth/password/change`)

/** Confirm → code → form filled (a valid change unless told otherwise), then submitted. */
async function submitChange(newPassword = 'Fresh2026') {
  const { account } = signInAs()
  const view = renderRoute('/profile')
  const section = await screen.findByRole('region', { name: 'Безопасность' })
  await view.user.click(within(section).getByRole('button', { name: 'Сменить пароль' }))
  await view.user.click(screen.getByRole('button', { name: 'Да' }))
  await view.user.click(
    within(await screen.findByRole('dialog', { name: 'Подтверждение' })).getByLabelText('Символ 1 из 6'),
  )
  await view.user.paste('123456')
  const form = await screen.findByRole('dialog', { name: 'Смена пароля' })
  await view.user.type(within(form).getByLabelText('Текущий пароль'), DEMO.password)
  await view.user.type(within(form).getByLabelText('Новый пароль'), newPassword)
  await view.user.type(within(form).getByLabelText('Повторите пароль'), newPassword)
  await view.user.click(within(form).getByRole('button', { name: 'Сменить пароль' }))
  return { ...view, account, form }
}

const passwordOf = (id: number) => db().users.find((user) => user.id === id)?.password

describe('password change failures', () => {
  it('an answer whose status is not ok shows its message and keeps the form', async () => {
    server.use(http.post(CHANGE, () => HttpResponse.json({ status: 'error', message: 'Пароль недавно уже меняли' })))
    const { form } = await submitChange()
    expect(await screen.findByText('Пароль недавно уже меняли')).toBeInTheDocument()
    expect(form).toBeInTheDocument()
    expect(within(form).getByLabelText('Новый пароль')).toHaveValue('Fresh2026')
  })

  it.each([
    [
      'a 400 errors object',
      () => HttpResponse.json({ errors: { newPassword: ['Пароль слишком простой'] } }, { status: 400 }),
      'Пароль слишком простой',
    ],
    [
      'a 404',
      () => HttpResponse.json({ message: 'Пользователь не найден' }, { status: 404 }),
      'Пользователь не найден',
    ],
    ['a 500 without a message', emptyAnswer(500), 'Ошибка запроса'],
    NETWORK_FAILURE,
    malformedAnswer({ status: 42 }),
  ])('explains %s, keeps the form and the old password', async (_name, answer, text) => {
    server.use(http.post(CHANGE, answer))
    const { form, account } = await submitChange()
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(form).toBeInTheDocument()
    expect(passwordOf(account.id)).toBe(DEMO.password)
  })

  it('a 401 ends the session and lands on /auth', async () => {
    server.use(http.post(CHANGE, () => HttpResponse.json({ message: 'Недействительный токен' }, { status: 401 })))
    const { router } = await submitChange()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(getToken()).toBeNull()
  })

  it('the mock refuses a new password equal to the current one with a not-ok status', async () => {
    const { account } = await submitChange(DEMO.password)
    expect(await screen.findByText('Новый пароль совпадает с текущим')).toBeInTheDocument()
    expect(passwordOf(account.id)).toBe(DEMO.password)
  })
})
