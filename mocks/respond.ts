import { HttpResponse } from 'msw'
import * as v from 'valibot'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'
import { yieldToPage } from '@/lib/main-thread'
import { db, sessionByToken, type MockSession, type MockUser } from './db'

// Shared pieces of every mock handler: URLs, the real error shapes of SPEC §8, auth and body checks.

/** Matches the gateway path on any origin (the page's in the browser, jsdom's in tests). */
export const gateway = (path: string) => `*${MOCK_GATEWAY_PATH}/${path}`
export const general = (path: string) => `*${MOCK_GENERAL_PATH}/${path}`

export const message = (text: string, status = 200) => HttpResponse.json({ message: text }, { status })

/** 400 with an `errors` object keyed by field, as the real services answer. */
export const badRequest = (errors: Record<string, string[]>, text = 'Ошибка валидации') =>
  HttpResponse.json({ message: text, errors }, { status: 400 })

export const unauthorized = (text = 'Недействительный токен') => message(text, 401)
export const notFound = (text = 'Не найдено') => message(text, 404)

export type Authenticated = { user: MockUser; session: MockSession }

/** The session behind the request's bearer token, or the 401 the real backend gives. */
export function authenticate(request: Request): Authenticated | Response {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  const session = sessionByToken(token)
  const user = session && db().users.find((candidate) => candidate.id === session.userId)
  if (!session || !user) return unauthorized()
  // In memory only: a read does not write the data set back (with 50 000 payments one write holds
  // the page for about half a second); the next change saves it along with itself.
  session.lastActivity = new Date().toISOString()
  return { user, session }
}

/** Parses a JSON body with the app's own request schema; a mismatch is a 400 with `errors`. */
export async function readBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<v.InferOutput<TSchema> | Response> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return badRequest({ body: ['Тело запроса должно быть JSON'] })
  }
  const result = v.safeParse(schema, body)
  if (result.success) return result.output
  const errors: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'body'
    ;(errors[field] ??= []).push(issue.message)
  }
  return badRequest(errors)
}

/** An authenticated call with a body: the session behind the token and the checked body, or the 401 / 400. */
export async function readAuthenticated<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<(Authenticated & { body: v.InferOutput<TSchema> }) | Response> {
  const auth = authenticate(request)
  if (auth instanceof Response) return auth
  const body = await readBody(request, schema)
  return body instanceof Response ? body : { ...auth, body }
}

/** The user fields the real `Auth/user` answer carries (never the password). */
export function publicUser(user: MockUser) {
  const { password: _password, twoFactorPending: _pending, ...rest } = user
  return rest
}

export function newToken() {
  return `mock.${crypto.randomUUID()}`
}

/** Creates the session a successful sign-in or registration gets. */
export function openSession(user: MockUser): MockSession {
  const session: MockSession = {
    id: crypto.randomUUID(),
    token: newToken(),
    userId: user.id,
    userAgent: globalThis.navigator?.userAgent ?? '',
    ipAddress: '127.0.0.1',
    lastActivity: new Date().toISOString(),
  }
  db().sessions.push(session)
  return session
}

/**
 * A list answer that may run to megabytes (years of payments). The handlers run on the page's main
 * thread, so it is serialised a slice of the list at a time (jsonInSlices) and sent as a stream,
 * each slice encoded when it is read: a string body of megabytes becomes a Response in one long
 * task (docs/performance.md). A real server sends such an answer chunked, without a Content-Length.
 */
export async function listJson(body: unknown) {
  const slices = await jsonInSlices(body)
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const slice = slices.shift()
      if (slice === undefined) controller.close()
      else controller.enqueue(encoder.encode(slice))
    },
  })
  return new HttpResponse(stream, { headers: { 'Content-Type': 'application/json' } })
}

/** Entries serialised per task: 50 000 payments in one JSON.stringify held the page 270 ms at 4x CPU. */
const SLICE = 2_000

/**
 * JSON.stringify(value), the same text in parts, with a long list (the value, or a field of it)
 * serialised SLICE entries at a time, the page given back between slices.
 */
export async function jsonInSlices(value: unknown): Promise<string[]> {
  if (Array.isArray(value) && value.length > SLICE) {
    const parts = ['[']
    for (let start = 0; start < value.length; start += SLICE) {
      if (start) await yieldToPage()
      const entries = JSON.stringify(value.slice(start, start + SLICE)).slice(1, -1)
      parts.push(start ? `,${entries}` : entries)
    }
    return [...parts, ']']
  }
  if (!isPlainRecord(value)) return [JSON.stringify(value)]
  const parts = ['{']
  for (const [key, field] of Object.entries(value)) {
    // Left out as JSON.stringify leaves them out of an object.
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue
    parts.push(`${parts.length > 1 ? ',' : ''}${JSON.stringify(key)}:`, ...(await jsonInSlices(field)))
  }
  return [...parts, '}']
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('toJSON' in value)
