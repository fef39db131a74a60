import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getToken } from '@/api/token'
import { server } from '@mocks/node'
import { gateway, general } from '@mocks/respond'
import { renderRoute, signInAs } from '../render'

afterEach(() => {
  vi.unstubAllGlobals()
  ControlledUpload.last = undefined
})

async function openEditor() {
  const signed = signInAs()
  const view = renderRoute('/profile')
  await view.user.click(await screen.findByRole('button', { name: 'Редактировать профиль' }))
  const dialog = screen.getByRole('dialog', { name: 'Редактирование профиля' })
  return { ...view, ...signed, dialog }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' })

describe('profile update errors (SPEC §8)', () => {
  it('a 400 errors object shows each message, also under its field, until the field is edited', async () => {
    const { user, dialog } = await openEditor()
    const nickname = within(dialog).getByLabelText('Никнейм')
    await user.clear(nickname)
    await user.type(nickname, 'secure') // the other seeded account's nickname
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('Этот никнейм уже занят'))
    expect(nickname).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByText('Этот никнейм уже занят').length).toBeGreaterThanOrEqual(2) // toast and field
    await user.type(nickname, '2')
    expect(nickname).not.toHaveAttribute('aria-invalid')
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('@secure2')).toBeInTheDocument()
  })

  it('matches PascalCase field names of the .NET services and lists every message', async () => {
    server.use(
      http.put(gateway('authms/api/Auth/update-profile'), () =>
        HttpResponse.json(
          { errors: { FirstName: ['Имя слишком длинное'], LastName: ['Фамилия недопустима'] } },
          { status: 400 },
        ),
      ),
    )
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(within(dialog).getByLabelText('Имя')).toHaveAccessibleDescription('Имя слишком длинное'))
    expect(within(dialog).getByLabelText('Фамилия')).toHaveAccessibleDescription('Фамилия недопустима')
  })

  it('a 400 without errors falls back to "Произошла неизвестная ошибка"', async () => {
    server.use(http.put(gateway('authms/api/Auth/update-profile'), () => HttpResponse.json({}, { status: 400 })))
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Произошла неизвестная ошибка')).toBeInTheDocument()
  })

  it('a 401 ends the session and lands on /auth', async () => {
    server.use(http.put(gateway('authms/api/Auth/update-profile'), () => HttpResponse.json({}, { status: 401 })))
    const { user, dialog, router } = await openEditor()
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(getToken()).toBeNull()
  })

  it('a malformed answer is explained and the names stay as they were', async () => {
    server.use(
      http.put(gateway('authms/api/Auth/update-profile'), () => new HttpResponse('<html>oops</html>', { status: 200 })),
    )
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Сервер прислал неожиданный ответ. Попробуйте позже')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Редактирование профиля' })).toBeInTheDocument()
  })
})

/** An XMLHttpRequest whose upload progress and answer the test drives (jsdom reports no upload progress). */
class ControlledUpload {
  static last: ControlledUpload | undefined
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  timeout = 0
  status = 0
  responseText = ''
  headers: Record<string, string> = {}
  url = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send() {
    ControlledUpload.last = this
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

describe('avatar upload', () => {
  it('shows the progress in whole percent, then the new picture is saved', async () => {
    vi.stubGlobal('XMLHttpRequest', ControlledUpload)
    const { user, dialog } = await openEditor()
    await user.upload(within(dialog).getByLabelText('Загрузить фото'), png())
    await waitFor(() => expect(ControlledUpload.last).toBeDefined())
    const request = ControlledUpload.last as ControlledUpload
    expect(request.url).toMatch(/\/upload$/)
    expect(request.headers.Authorization).toMatch(/^Bearer /)
    expect(request.timeout).toBeGreaterThan(0)
    request.progress(1, 3)
    expect(await within(dialog).findByText('Загрузка: 33%')).toBeInTheDocument()
    request.progress(2, 3)
    expect(await within(dialog).findByText('Загрузка: 67%')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Загрузить фото')).toBeDisabled()
    request.answer(200, { data: '/favicon.svg' })
    expect(await screen.findByText('Аватар обновлён')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).queryByText(/Загрузка:/)).not.toBeInTheDocument())
    // The picture shows in the editor (decorative, alt="").
    await waitFor(() => expect(dialog.querySelector('img[src$="/favicon.svg"]')).not.toBeNull())
  })

  it.each([
    [
      'a 500 with a message',
      (r: ControlledUpload) => r.answer(500, { message: 'Хранилище недоступно' }),
      'Хранилище недоступно',
    ],
    ['a 500 without a message', (r: ControlledUpload) => r.answer(500, {}), 'Не удалось загрузить файл'],
    [
      'a malformed answer',
      (r: ControlledUpload) => r.answer(200, { url: 5 }),
      'Сервер прислал неожиданный ответ. Попробуйте позже',
    ],
    [
      'a network failure',
      (r: ControlledUpload) => r.onerror?.(),
      'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова',
    ],
    ['a timeout', (r: ControlledUpload) => r.ontimeout?.(), 'Сервер не ответил вовремя. Попробуйте снова'],
  ])('explains %s and resets the upload state', async (_name, fail, text) => {
    vi.stubGlobal('XMLHttpRequest', ControlledUpload)
    const { user, dialog } = await openEditor()
    await user.upload(within(dialog).getByLabelText('Загрузить фото'), png())
    await waitFor(() => expect(ControlledUpload.last).toBeDefined())
    const request = ControlledUpload.last as ControlledUpload
    request.progress(1, 2)
    expect(await within(dialog).findByText('Загрузка: 50%')).toBeInTheDocument()
    fail(request)
    expect(await screen.findByText(text)).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).queryByText(/Загрузка:/)).not.toBeInTheDocument())
    expect(within(dialog).getByLabelText('Загрузить фото')).toBeEnabled()
    expect(dialog.querySelector('img')).toBeNull()
  })

  it('a 401 from the upload ends the session', async () => {
    server.use(
      http.post(general('upload'), () => HttpResponse.json({ message: 'Недействительный токен' }, { status: 401 })),
    )
    const { user, dialog, router } = await openEditor()
    await user.upload(within(dialog).getByLabelText('Загрузить фото'), png())
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(getToken()).toBeNull()
    expect(screen.queryByText('Недействительный токен')).not.toBeInTheDocument() // one notice, the session's own
  })

  it('refuses a gif and an oversized jpeg before sending anything', async () => {
    const { dialog } = await openEditor()
    const input = within(dialog).getByLabelText('Загрузить фото')
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('Можно загрузить только PNG или JPEG')).toBeInTheDocument()
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })] },
    })
    expect(await screen.findByText('Файл больше 5 МБ')).toBeInTheDocument()
    expect(within(dialog).queryByText(/Загрузка:/)).not.toBeInTheDocument()
  })
})
