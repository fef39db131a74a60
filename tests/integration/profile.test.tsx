import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { renderRoute, signInAs } from '../render'

async function openEditor() {
  signInAs()
  const view = renderRoute('/profile')
  await view.user.click(await screen.findByRole('button', { name: 'Редактировать профиль' }))
  const dialog = screen.getByRole('dialog', { name: 'Редактирование профиля' })
  return { ...view, dialog }
}

describe('/profile card', () => {
  it('shows id, names and nickname; clicking the id copies it', async () => {
    signInAs()
    const { user } = renderRoute('/profile')
    expect(await screen.findByRole('heading', { name: 'Петров Иван Сергеевич' })).toBeInTheDocument()
    expect(screen.getByText('@demo')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /ID 10231/ }))
    expect(await screen.findByText('ID скопирован!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('10231')
  })

  it('shows the contacts read-only', async () => {
    signInAs()
    renderRoute('/profile')
    const contacts = await screen.findByRole('region', { name: 'Контакты' })
    expect(within(contacts).getByText('demo@example.com')).toBeInTheDocument()
    expect(within(contacts).getByText('+7 900 123-45-67')).toBeInTheDocument()
    expect(within(contacts).queryByRole('textbox')).not.toBeInTheDocument()
  })
})

describe('profile editing', () => {
  it.each([
    ['ab', 'Минимум 3 символа'],
    ['a'.repeat(17), 'Максимум 16 символов'],
    ['   ', 'Поле не должно состоять только из пробелов'],
  ])('refuses the nickname %j with %s', async (nickname, message) => {
    const { user, dialog } = await openEditor()
    const field = within(dialog).getByLabelText('Никнейм')
    await user.clear(field)
    await user.type(field, nickname)
    expect(await within(dialog).findByText(message)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it.each(['abc', 'a'.repeat(16)])('accepts the nickname %j', async (nickname) => {
    const { user, dialog } = await openEditor()
    const field = within(dialog).getByLabelText('Никнейм')
    await user.clear(field)
    await user.type(field, nickname)
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect((await screen.findAllByText('Профиль обновлён', {}, { timeout: 3000 }))[0]).toBeInTheDocument()
    expect(await screen.findByText(`@${nickname}`)).toBeInTheDocument()
  })

  it('trims the nickname before saving and allows Cyrillic and inner spaces (unlike registration)', async () => {
    const { user, dialog } = await openEditor()
    const field = within(dialog).getByLabelText('Никнейм')
    await user.clear(field)
    await user.type(field, '  Игрок 7  ')
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('@Игрок 7')).toBeInTheDocument()
  })

  it('requires every name and refuses names of only spaces', async () => {
    const { user, dialog } = await openEditor()
    await user.clear(within(dialog).getByLabelText('Имя'))
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Отчество'), '{Control>}a{/Control}   ')
    expect(await within(dialog).findByText('Поле не должно состоять только из пробелов')).toBeInTheDocument()
  })

  it('trims the values, shows them on the card at once, and they are still there after a reload', async () => {
    const { user, dialog, unmount } = await openEditor()
    const first = within(dialog).getByLabelText('Имя')
    await user.clear(first)
    await user.type(first, '  Пётр  ')
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('heading', { name: 'Петров Пётр Сергеевич' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    unmount()
    renderRoute('/profile')
    expect(await screen.findByRole('heading', { name: 'Петров Пётр Сергеевич' })).toBeInTheDocument()
  })

  it.each([
    [
      'a 400 with an errors object',
      400,
      { errors: { userName: ['Этот никнейм уже занят'] } },
      'Этот никнейм уже занят',
    ],
    ['a 404 without a message', 404, {}, 'Пользователь не найден'],
    ['a 500 without a message', 500, {}, 'Ошибка при обновлении профиля'],
  ])('explains %s and keeps the dialog with the typed values', async (_name, status, body, text) => {
    server.use(http.put(gateway('authms/api/Auth/update-profile'), () => HttpResponse.json(body, { status })))
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    // A 400's message shows in the toast and under its field.
    expect((await screen.findAllByText(text))[0]).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('explains a network failure', async () => {
    server.use(http.put(gateway('authms/api/Auth/update-profile'), () => HttpResponse.error()))
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText(/Нет связи с сервером/)).toBeInTheDocument()
  })
})

describe('avatar upload', () => {
  it('refuses a gif without sending it', async () => {
    const { dialog } = await openEditor()
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })
    // The picker's accept list hides gifs; a drop or a changed filter can still deliver one.
    fireEvent.change(within(dialog).getByLabelText('Загрузить фото'), { target: { files: [gif] } })
    expect(await screen.findByText('Можно загрузить только PNG или JPEG')).toBeInTheDocument()
  })

  it('uploads a png and saves the new address on the account', async () => {
    const { user, dialog, unmount } = await openEditor()
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
    await user.upload(within(dialog).getByLabelText('Загрузить фото'), png)
    expect(await screen.findByText('Аватар обновлён')).toBeInTheDocument()
    // After a reload the profile card shows the uploaded picture (the avatar is decorative: alt="").
    unmount()
    renderRoute('/profile')
    await waitFor(() => expect(document.querySelector('img[src*="/files/"]')).not.toBeNull())
  })

  it('shows the server message when the upload is refused and resets the state', async () => {
    const { user, dialog } = await openEditor()
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' })
    await user.upload(within(dialog).getByLabelText('Загрузить фото'), big)
    expect(await screen.findByText('Файл больше 5 МБ')).toBeInTheDocument()
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('e-mail change (simulated)', () => {
  it('walks code → new e-mail → code and says the address is updated', async () => {
    signInAs()
    const { user } = renderRoute('/profile')
    await user.click(await screen.findByRole('button', { name: 'Сменить почту' }))
    const dialog = screen.getByRole('dialog', { name: 'Смена почты' })
    expect(within(dialog).getByText(/письма не отправляются, подойдёт любой код из 4 цифр/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }))
    expect(within(dialog).getByText('Поля не должно быть пустыми')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Код из письма'), '1234')
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }))
    await user.type(within(dialog).getByLabelText('Новая почта'), 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }))
    expect(within(dialog).getByText('Неверная почта')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Новая почта'))
    await user.type(within(dialog).getByLabelText('Новая почта'), 'new@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Продолжить' }))
    await user.type(within(dialog).getByLabelText('Код из письма'), '5678')
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }))
    expect(await screen.findByText('Почта обновлена')).toBeInTheDocument()
  })
})
