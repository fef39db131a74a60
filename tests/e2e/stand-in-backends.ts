import { createServer, type Server } from 'node:http'
import type * as v from 'valibot'
import type { LoginAnswerSchema } from '../../src/api/auth'
import type { ServicesAnswerSchema } from '../../src/api/services'
import type { UserSchema } from '../../src/api/user'
import { answeredCors } from '../../scripts/bench/cors.mjs'

// The production build's two backends as small local servers on origins of their own, as the real
// ones are (CORS, a preflight for the Authorization header): enough of the gateway for a sign-in and
// home (SPEC §7), the general backend with nothing to answer. Their CORS is the benchmark's stand-in's.

export const STAND_IN_TOKEN = 'stand-in-token'

type Answer = { status: number; body: unknown; signedIn?: boolean }

const USER: v.InferInput<typeof UserSchema> = {
  id: 7,
  email: 'stand-in@example.com',
  userName: 'stand-in',
  firstName: 'Ольга',
  balance: 500,
  balanceStars: 0,
  isTwoFactorEnabled: false,
}
const SERVICES: v.InferInput<typeof ServicesAnswerSchema> = [
  { amount: 990, message: 'Сервер Minecraft', serverCount: 1 },
]
const LOGIN: v.InferInput<typeof LoginAnswerSchema> = { token: STAND_IN_TOKEN, userId: 7, requiresTwoFactor: false }

const GATEWAY: Record<string, Answer> = {
  'POST /authms/api/Auth/login': { status: 200, body: LOGIN },
  'POST /authms/api/Auth/user': { status: 200, body: USER, signedIn: true },
  'GET /serversms/api/Servers/owner/services': { status: 200, body: SERVICES, signedIn: true },
}

export type StandIn = { origin: string; calls: string[]; close: () => Promise<void> }

function serve(answers: Record<string, Answer>): Promise<StandIn> {
  const calls: string[] = []
  const server: Server = createServer((request, response) => {
    if (answeredCors(request, response)) return
    const call = `${request.method} ${new URL(request.url ?? '/', 'http://stand-in').pathname}`
    calls.push(call)
    const answer = answers[call]
    const signedIn = request.headers.authorization === `Bearer ${STAND_IN_TOKEN}`
    const [status, body] = !answer
      ? [404, { message: `Нет такого вызова: ${call}` }]
      : answer.signedIn && !signedIn
        ? [401, { message: 'Требуется вход' }]
        : [answer.status, answer.body]
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  })
  return new Promise((listening) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      listening({
        origin: `http://127.0.0.1:${port}`,
        calls,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed())
            server.closeAllConnections()
          }),
      })
    }),
  )
}

/** The gateway (sign-in, the user, the services) and the general backend, each on its own origin. */
export async function startStandInBackends() {
  const [gateway, general] = await Promise.all([serve(GATEWAY), serve({})])
  return { gateway, general, close: () => Promise.all([gateway.close(), general.close()]) }
}
