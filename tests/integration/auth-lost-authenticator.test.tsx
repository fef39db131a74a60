import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { SUPPORT_URL } from '@/config/links'
import { server } from '@mocks/node'
import { SECURE } from '@mocks/seed'
import { renderRoute } from '../render'

async function codeStep() {
  const view = renderRoute('/auth')
  await view.user.type(await screen.findByLabelText('Логин или email'), SECURE.email)
  await view.user.type(screen.getByLabelText('Пароль'), SECURE.password)
  await view.user.click(screen.getByRole('button', { name: 'Войти' }))
  expect(await screen.findByLabelText('Код подтверждения')).toBeInTheDocument()
  return view
}

/** Every request the portal sends from now on. */
function watchRequests() {
  const sent: string[] = []
  const record = ({ request }: { request: Request }) => void sent.push(`${request.method} ${request.url}`)
  server.events.on('request:start', record)
  onTestFinished(() => server.events.removeListener('request:start', record))
  return sent
}

describe('the sign-in code step without the authenticator', () => {
  it('"Нет доступа к приложению?" says what to do and links the support chat, sending nothing', async () => {
    const { user } = await codeStep()
    const sent = watchRequests()
    const opener = screen.getByRole('button', { name: 'Нет доступа к приложению?' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Нет доступа к приложению' })
    expect(dialog).toHaveTextContent('напишите в чат поддержки')
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'логин или почту аккаунта;',
      'доступ к этой почте: на неё придёт код;',
      'дату и сумму последнего пополнения баланса;',
      'примерное время последнего входа и устройство.',
    ])
    expect(dialog).toHaveTextContent('Пароль и коды в чат не присылайте.')
    const chat = within(dialog).getByRole('link', { name: /^Написать в поддержку/ })
    expect(chat).toHaveAttribute('href', SUPPORT_URL)
    expect(chat).toHaveAttribute('target', '_blank')
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
    expect(screen.getByLabelText('Код подтверждения')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('is not offered before a code is asked for', async () => {
    renderRoute('/auth')
    expect(await screen.findByLabelText('Логин или email')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Нет доступа к приложению?' })).not.toBeInTheDocument()
  })
})
