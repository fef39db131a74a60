import { appUrl } from '@/lib/base-path'
import { db, save } from '../db'
import { openSession } from '../respond'
import { DEMO } from '../seed'
import { flushMockStorage } from '../storage'

/**
 * The mock of the general backend's `/auth/yandex/callback`: the real one trades Yandex's answer for
 * a session of the linked account and sends the browser back to the portal with `?token=`.
 * Here the demo account is the linked one.
 */
export async function runYandexCallback(location: Location) {
  const params = new URLSearchParams(location.search)
  const user = db().users.find((candidate) => candidate.userName === DEMO.login)
  if (!params.get('access_token') || params.has('error') || !user) {
    window.location.replace(appUrl('/auth?error=yandex').href)
    return
  }
  const session = openSession(user)
  save()
  await flushMockStorage()
  window.location.replace(appUrl(`/auth?${new URLSearchParams({ token: session.token }).toString()}`).href)
}
