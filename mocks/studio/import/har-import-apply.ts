import { db, type MockDb, type MockSession, type MockUser } from '../../db'
import { newToken } from '../../respond'
import { flushMockStorage } from '../../storage'
import { showAppRoute, switchAppSession } from '../core/app-bridge'
import { appSession, commitReplaced } from '../data/editor-actions'
import { addRules } from '../rules/rules'
import type { GatedPage } from '../privacy/page-gate'
import { notify } from '../core/notices'
import type { CustomerData, ImportPlan } from './har-import-plan'

// Applying an import: the recorded answers replace the signed-in user's data (they become that
// customer, keeping their session, so the page stays signed in and stateful), then the rules are added.
// The account keeps its login and password: support signs in again as before (demo / Demo1234).

/** The session the customer's data goes to: the app's own, or a new one the app is signed in with. */
export function supportSession(): MockSession {
  const current = appSession()
  if (current) return current
  const [first] = db().users
  const session: MockSession = {
    id: `s-${crypto.randomUUID()}`,
    token: newToken(),
    userId: first?.id ?? 1,
    userAgent: globalThis.navigator?.userAgent ?? '',
    ipAddress: '127.0.0.1',
    lastActivity: new Date().toISOString(),
  }
  db().sessions.push(session)
  switchAppSession(session.token)
  return session
}

/** Moves everything of `from` to the id `to`, dropping another account that had that id. */
/** The collections whose records belong to a user; the typecheck asks for a new one here. */
type Owned = { [K in keyof MockDb]-?: MockDb[K] extends readonly { userId: number }[] ? K : never }[keyof MockDb]
const ownedBy = (state: MockDb) =>
  ({ sessions: state.sessions, services: state.services, payments: state.payments }) satisfies Record<
    Owned,
    { userId: number }[]
  >

function renumber(from: number, to: number) {
  if (from === to) return
  const state = db()
  state.users = state.users.filter((user) => user.id !== to)
  for (const list of Object.values(ownedBy(state))) {
    // In place: db() hands out the live data set, and other code may hold these arrays.
    for (let index = list.length - 1; index >= 0; index -= 1) if (list[index]?.userId === to) list.splice(index, 1)
    for (const item of list) if (item.userId === from) item.userId = to
  }
  const user = state.users.find((candidate) => candidate.id === from)
  if (user) user.id = to
}

function applyUser(target: MockUser, user: NonNullable<CustomerData['user']>) {
  // The mock's ids are numbers; a customer id that is not one keeps the signed-in user's.
  const id = /^\d{1,15}$/.test(user.id) ? Number(user.id) : target.id
  renumber(target.id, id)
  // The login stays the account's own, so its sign-in keeps working after the import.
  const { id: _id, yandexId, telegramId, userName: _login, ...fields } = user
  Object.assign(target, fields, {
    isTwoFactorEnabled: Boolean(fields.isTwoFactorEnabled),
    yandexId: yandexId === null ? null : String(yandexId),
    telegramId: telegramId === null ? null : String(telegramId),
  })
}

function applyDevices(session: MockSession, devices: NonNullable<CustomerData['devices']>) {
  const state = db()
  const userId = session.userId
  state.sessions = state.sessions.filter((candidate) => candidate.userId !== userId || candidate === session)
  for (const device of devices) {
    const fields = {
      userAgent: device.userAgent,
      ipAddress: device.ipAddress || null,
      lastActivity: device.lastActivity,
    }
    // The customer's own browser becomes the support person's session: the page marks it "this device".
    if (device.isCurrent) Object.assign(session, fields)
    else if (!state.sessions.some((known) => known.id === device.id)) {
      state.sessions.push({ id: device.id, token: newToken(), userId, ...fields })
    }
  }
}

/** What support signs in with again afterwards: the account's own login (its password is unchanged). */
export type Applied = { login: string; twoFactor: boolean }

/**
 * `lastRoute` (a report's, through the page gate) opens after the import; what the gate replaced is said.
 * Resolves once the mock's storage holds the import, as opening a reproduction link does: a reload or
 * a typed address right after "Импорт применён" keeps the customer's data and rules.
 */
export async function applyImport(plan: ImportPlan, lastRoute?: GatedPage): Promise<Applied> {
  const signedOut = !appSession()
  const session = supportSession()
  const target = putCustomerData(session, plan.data)
  if (plan.rules.length > 0) addRules(plan.rules)
  commitReplaced()
  await flushMockStorage()
  // The customer's last page opens; a signed-out page (the sign-in form) moves to the customer's home.
  if (lastRoute) {
    showAppRoute(lastRoute.path)
    if (lastRoute.note) notify(lastRoute.note)
  } else if (signedOut) showAppRoute('/')
  return { login: target?.userName ?? '', twoFactor: Boolean(target?.isTwoFactorEnabled) }
}

/**
 * The customer's data in place of what `session`'s user had (each part the data holds; the rest
 * stays), not yet saved: the caller commits. Returns the user, now the customer.
 */
export function putCustomerData(session: MockSession, data: CustomerData): MockUser | undefined {
  const target = db().users.find((user) => user.id === session.userId)
  const { user, services, devices, payments, telegramLinked } = data
  if (target && user) applyUser(target, user)
  const userId = session.userId
  const state = db()
  if (services) {
    state.services = [
      ...state.services.filter((service) => service.userId !== userId),
      ...services.map((service) => ({ ...service, userId })),
    ]
  }
  if (payments) {
    state.payments = [
      ...state.payments.filter((payment) => payment.userId !== userId),
      ...payments.map((payment) => ({ ...payment, userId })),
    ]
  }
  if (devices) applyDevices(session, devices)
  if (target && telegramLinked !== undefined)
    target.telegramId = telegramLinked ? (target.telegramId ?? String(userId)) : null
  return target
}
