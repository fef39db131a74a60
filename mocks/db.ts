import type { RegisterRequest } from '@/api/auth'
import type { Device } from '@/api/devices'
import type { Payment } from '@/api/payments'
import type { Service } from '@/api/services'
import type { User } from '@/api/user'
import { datasetOf, getScenario, type Dataset } from './scenarios'
import { seed } from './seed'
import { readStored, removeStored, writeStored } from './storage'

// The mock backend's in-memory state. Each data set (see scenarios.ts) keeps its own copy;
// in the browser it is saved to IndexedDB (storage.ts) after every change so it survives reloads.

// The records keep what the real backends answer, so their types come from the app's own schemas,
// plus what only a server knows (passwords, tokens, owners). Where the answer's schema normalises a
// value (ids to strings, a missing price to 1790), the record keeps the raw form the server stores.

export type MockUser = Omit<User, 'id' | 'yandexId' | 'telegramId'> & {
  id: number
  yandexId: string | null
  telegramId: string | null
  password: string
  /** Google 2FA enable started (QR shown) but not yet verified. */
  twoFactorPending: boolean
}

export type MockSession = Omit<Device, 'ipAddress' | 'isCurrent'> & {
  token: string
  userId: number
  ipAddress: string | null
}

export type MockService = Omit<Service, 'amount'> & {
  userId: number
  /** Price per month; null when the server gives none (the app shows 1790). */
  amount: number | null
}

export type MockPayment = Payment & { userId: number }

/** Registrations waiting for their e-mail code. */
export type MockRegistration = RegisterRequest & { lastName: string }

export type MockDb = {
  users: MockUser[]
  sessions: MockSession[]
  services: MockService[]
  payments: MockPayment[]
  registrations: MockRegistration[]
  /** E-mails that asked for a password reset code. */
  resetRequests: string[]
  /** E-mails whose reset just succeeded: the reset code may still end the account's sessions once. */
  completedResets?: string[]
  nextUserId: number
}

const STORAGE_PREFIX = 'db:'
const datasets = new Map<Dataset, MockDb>()
let persist = false

/** Turned on by the browser worker once storage.ts has loaded; Node tests keep state in memory only. */
export function enablePersistence() {
  persist = true
}

function load(dataset: Dataset): MockDb {
  const saved = persist ? readStored<MockDb>(STORAGE_PREFIX + dataset) : undefined
  return saved ?? seed(dataset)
}

/** The state of the active scenario's data set. */
export function db(): MockDb {
  const dataset = datasetOf(getScenario())
  let state = datasets.get(dataset)
  if (!state) {
    state = load(dataset)
    datasets.set(dataset, state)
  }
  return state
}

/** The session a bearer token belongs to (the one lookup the handlers and the studio share). */
export function sessionByToken(token: string | null | undefined): MockSession | undefined {
  return token ? db().sessions.find((session) => session.token === token) : undefined
}

/** Call after every change so a reload sees it. */
export function save() {
  if (!persist) return
  const dataset = datasetOf(getScenario())
  const state = datasets.get(dataset)
  if (state) writeStored(STORAGE_PREFIX + dataset, state)
}

/** Back to the seed data for every data set (`?scenario=reset`, the panel, each test). */
export function resetDb() {
  datasets.clear()
  if (persist) removeStored(STORAGE_PREFIX)
}

/** A user's records as the backend answers them: the owner's id is the mock's own bookkeeping. */
export function recordsOf<T extends { userId: number }>(list: readonly T[], userId: number): Omit<T, 'userId'>[] {
  return list.filter((record) => record.userId === userId).map(({ userId: _userId, ...record }) => record)
}
