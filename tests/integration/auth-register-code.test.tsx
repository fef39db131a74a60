import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { renderRoute } from '../render'

afterEach(() => vi.useRealTimers())
import { boxes, NEW, paste, reachCodeStep } from './register-helpers'

describe('registration code step', () => {
  it('a pasted code with spaces fills the six boxes, submits itself and lands on /; the account can sign in later', async () => {
    const { user, router } = renderRoute('/auth')
    await reachCodeStep(user)
    expect(screen.getByText(NEW.email)).toBeInTheDocument()
    paste(screen.getByRole('textbox', { name: 'Символ 1 из 6' }), ' 123 456 ')
    expect(await screen.findByText('Регистрация завершена')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toMatch(/^mock\./)
    const created = db().users.find((account) => account.email === NEW.email)
    expect(created).toMatchObject({ userName: 'petr', firstName: 'Пётр', lastName: 'Иванов', password: NEW.password })
  })

  it('types letters in uppercase and moves box to box; Backspace goes back', async () => {
    const { user } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.keyboard('ab')
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['A', 'B', '', '', '', ''])
    expect(boxes()[2]).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(boxes()[1]).toHaveFocus()
    expect(boxes()[1]).toHaveValue('')
  })

  it('refuses a wrong code with SPEC §8 text and lets the user try again', async () => {
    const { user, router } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.keyboard('654321')
    expect(await screen.findAllByText('Неверный код')).not.toHaveLength(0)
    expect(localStorage.getItem('access_token')).toBeNull()
    await waitFor(() => expect(boxes()[0]).toHaveFocus())
    expect(boxes()[0]).toHaveValue('')
    await user.keyboard('123456')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('explains a server failure of the code check', async () => {
    server.use(http.post(gateway('authms/api/Auth/verify-registration'), () => HttpResponse.error()))
    const { user } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.keyboard('123456')
    expect(
      await screen.findAllByText('Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова'),
    ).not.toHaveLength(0)
  })

  it('counts 60 s down before a resend, then 30 s after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderRoute('/auth', { userEventOptions: { advanceTimers: vi.advanceTimersByTime } })
    await reachCodeStep(user)
    const resend = () => screen.getByRole('button', { name: /^Запросить код повторно/ })
    expect(resend()).toHaveTextContent(/^Запросить код повторно через (60|59)$/)
    expect(resend()).toBeDisabled()
    act(() => vi.advanceTimersByTime(30_000))
    expect(resend()).toHaveTextContent(/^Запросить код повторно через (30|29)$/)
    act(() => vi.advanceTimersByTime(31_000))
    expect(resend()).toHaveTextContent(/^Запросить код повторно$/)
    expect(resend()).toBeEnabled()
    const registrations = () => db().registrations.filter((entry) => entry.email === NEW.email)
    await user.click(resend())
    expect(await screen.findByText('Код отправлен повторно')).toBeInTheDocument()
    expect(registrations()).toHaveLength(1)
    expect(resend()).toHaveTextContent(/^Запросить код повторно через (30|29)$/)
    expect(resend()).toBeDisabled()
    act(() => vi.advanceTimersByTime(31_000))
    expect(resend()).toBeEnabled()
  })

  it('goes back to the filled form with "Изменить данные"', async () => {
    const { user } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.click(screen.getByRole('button', { name: 'Изменить данные' }))
    expect(screen.getByLabelText('Email')).toHaveValue(NEW.email)
    expect(screen.getByLabelText('Никнейм')).toHaveValue(NEW.nickname)
  })
})
