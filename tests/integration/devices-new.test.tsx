import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db, save } from '@mocks/db'
import { openSession } from '@mocks/respond'
import { DEMO, SECURE } from '@mocks/seed'
import { renderRoute, signInAs } from '../render'

// Sessions new to this browser: remembered per account in this browser only, so a fresh render
// (a reload) still marks them, and another account's record does not count.

const NEW = 'Новое устройство'

/** A sign-in elsewhere: a session of the account with another browser. */
function signInElsewhere(login: string, userAgent: string) {
  const account = db().users.find((user) => user.userName === login || user.email === login)
  if (!account) throw new Error(`No mock account ${login}`)
  const session = { ...openSession(account), userAgent }
  db().sessions[db().sessions.length - 1] = session
  save()
  return session
}

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

async function openDevices() {
  const view = renderRoute('/profile/devices')
  const list = await screen.findByRole('list', { name: 'Устройства' })
  return { ...view, list }
}

function itemWith(list: HTMLElement, text: string) {
  const item = within(list).getByText(text).closest('li')
  if (!item) throw new Error(`no item with ${text}`)
  return item
}

describe('sessions new to this browser', () => {
  it('marks none on the first visit, then a later sign-in elsewhere, also after a reload', async () => {
    signInAs()
    const first = await openDevices()
    expect(within(first.list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(first.list).queryByText(NEW)).not.toBeInTheDocument()
    first.unmount()

    signInElsewhere(DEMO.login, ANDROID)
    const second = await openDevices()
    await waitFor(() => expect(within(second.list).getAllByRole('listitem')).toHaveLength(5))
    expect(within(second.list).getAllByText(NEW)).toHaveLength(1)
    expect(within(itemWith(second.list, 'Android 14 · Mobile Chrome')).getByText(NEW)).toBeInTheDocument()
    second.unmount()

    const reloaded = await openDevices()
    expect(within(itemWith(reloaded.list, 'Android 14 · Mobile Chrome')).getByText(NEW)).toBeInTheDocument()
    reloaded.unmount()

    const profile = renderRoute('/profile')
    const block = await screen.findByRole('region', { name: 'Мои устройства' })
    expect(await within(block).findByText('1 новое устройство')).toBeInTheDocument()
    profile.unmount()
  })

  it('keeps each account apart: another account seen here the first time has nothing new', async () => {
    signInAs()
    ;(await openDevices()).unmount()
    signInElsewhere(DEMO.login, ANDROID)
    signInElsewhere(SECURE.email, ANDROID)

    signInAs(SECURE.email)
    const secure = await openDevices()
    await waitFor(() => expect(within(secure.list).getAllByRole('listitem')).toHaveLength(2))
    expect(within(secure.list).queryByText(NEW)).not.toBeInTheDocument()
    secure.unmount()

    signInAs()
    const demo = await openDevices()
    expect(within(itemWith(demo.list, 'Android 14 · Mobile Chrome')).getByText(NEW)).toBeInTheDocument()
  })

  it('"Это я" keeps the session as known, for good', async () => {
    signInAs()
    ;(await openDevices()).unmount()
    signInElsewhere(DEMO.login, ANDROID)
    const view = await openDevices()
    const android = itemWith(view.list, 'Android 14 · Mobile Chrome')
    await view.user.click(within(android).getByRole('button', { name: 'Это я' }))
    expect(within(view.list).queryByText(NEW)).not.toBeInTheDocument()
    expect(within(android).queryByRole('button', { name: 'Это я' })).not.toBeInTheDocument()
    view.unmount()
    const reloaded = await openDevices()
    expect(within(reloaded.list).getAllByRole('listitem')).toHaveLength(5)
    expect(within(reloaded.list).queryByText(NEW)).not.toBeInTheDocument()
  })

  it('ignores a broken record instead of failing: nothing is marked, and the record is written anew', async () => {
    localStorage.setItem('seen_sessions', '{"1": "not a list"')
    signInAs()
    const first = await openDevices()
    expect(within(first.list).queryByText(NEW)).not.toBeInTheDocument()
    first.unmount()
    signInElsewhere(DEMO.login, ANDROID)
    const second = await openDevices()
    await waitFor(() => expect(within(second.list).getAllByText(NEW)).toHaveLength(1))
  })
})

describe('"Это не я"', () => {
  it('asks, ends that session, then goes on to the password change code', async () => {
    signInAs()
    const view = await openDevices()
    const windows = itemWith(view.list, 'Windows 10 · Chrome')
    expect(within(itemWith(view.list, 'Это устройство')).queryByRole('button', { name: 'Это не я' })).toBeNull()
    await view.user.click(within(windows).getByRole('button', { name: 'Это не я' }))
    const dialog = screen.getByRole('dialog', { name: 'Это не вы?' })
    expect(dialog).toHaveTextContent(
      'Сеанс на устройстве «Windows 10 · Chrome» будет завершён. Затем смените пароль, чтобы тот, кто вошёл, не смог войти снова.',
    )
    await view.user.click(within(dialog).getByRole('button', { name: 'Завершить сеанс' }))
    expect(await screen.findByText('Сеанс на устройстве завершён')).toBeInTheDocument()
    expect(db().sessions.map((session) => session.id)).not.toContain('s-win')
    const code = await screen.findByRole('dialog', { name: 'Подтверждение' })
    expect(within(code).getByText(`Введите код, отправленный на ${DEMO.email}`)).toBeInTheDocument()
    await waitFor(() => expect(within(view.list).getAllByRole('listitem')).toHaveLength(3))
  })

  it('"Отмена" keeps the session and opens nothing else', async () => {
    signInAs()
    const view = await openDevices()
    await view.user.click(within(itemWith(view.list, 'Windows 10 · Chrome')).getByRole('button', { name: 'Это не я' }))
    await view.user.click(screen.getByRole('button', { name: 'Отмена' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(db().sessions.map((session) => session.id)).toContain('s-win')
  })
})
