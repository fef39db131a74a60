import { db, save, sessionByToken, type MockPayment, type MockService, type MockSession, type MockUser } from '../../db'
import { newToken } from '../../respond'
import { appToken, notifyDataChanged } from '../core/app-bridge'
import type { UserChange } from './user-form'

// Every change of the editor goes through here: the mock's state is changed, saved, and the open page
// told to read it again (queries invalidated; no reload, so no sign-out).

/** The session of the token the open app uses: "current" in the mock means this one. */
export function appSession(): MockSession | undefined {
  return sessionByToken(appToken())
}

/** The signed-in user whose data the editor changes. */
export function customer(): MockUser | undefined {
  const session = appSession()
  return session && db().users.find((user) => user.id === session.userId)
}

// Every change made through the studio bumps `version`, so the editor renders the data again. A
// change that replaces the customer (a HAR import) also bumps `generation`: the editor's forms, which
// hold what they showed when opened, then start again from the new data.
let version = 0
let generation = 0
const listeners = new Set<() => void>()

export function subscribeDataVersion(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function dataVersion() {
  return version
}

export function dataGeneration() {
  return generation
}

/** Saves, refreshes the open page and tells the editor: every change of the data set ends here. */
export function commit() {
  save()
  notifyDataChanged()
  version += 1
  listeners.forEach((listener) => listener())
}

/** As commit(), after the customer's data was replaced as a whole. */
export function commitReplaced() {
  generation += 1
  commit()
}

export function applyUser(user: MockUser, change: UserChange) {
  Object.assign(user, change)
  commit()
}

export function putService(service: MockService, previous?: MockService) {
  const index = previous ? db().services.indexOf(previous) : -1
  if (index >= 0) db().services[index] = service
  else db().services.push(service)
  commit()
}

export function removeService(service: MockService) {
  db().services = db().services.filter((candidate) => candidate !== service)
  commit()
}

export function addSession(session: MockSession) {
  db().sessions.push(session)
  commit()
}

export function removeSession(id: string) {
  db().sessions = db().sessions.filter((session) => session.id !== id || session === appSession())
  commit()
}

/**
 * Makes a session the one the open app is signed in with: it takes over the app's token, and the
 * session that had it gets a fresh one. The app stays signed in; its devices list marks the new one.
 */
export function markCurrent(id: string) {
  const current = appSession()
  const target = db().sessions.find((session) => session.id === id)
  if (!current || !target || target === current) return
  target.token = current.token
  current.token = newToken()
  commit()
}

export function addPayment(payment: MockPayment) {
  db().payments.push(payment)
  commit()
}

export function removePayment(id: string) {
  db().payments = db().payments.filter((payment) => payment.id !== id)
  commit()
}
