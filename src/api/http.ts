import type { KyInstance, Options, StandardSchemaV1, StandardSchemaV1InferOutput } from 'ky'
import { lazyOnce } from '@/lib/lazy-once'
import type { CallObserver, createClients } from './ky-clients'

// ky's client is code that /auth needs only when a form is sent, so it loads at the first request
// (./ky-clients, with the shared hooks; docs/performance.md). These stand-ins take the same calls; index.html
// preloads the client on the signed-in screens, whose first request starts at once.

/** Per-request context flags understood by the shared hooks. */
export type RequestContext = {
  /** A 401 here means wrong credentials (sign-in, code checks), not an expired session. */
  credentialsCheck?: boolean
}

type Clients = ReturnType<typeof createClients>
type Method = 'get' | 'post' | 'put' | 'delete'
// Every JSON answer is read through its schema, so `json` takes one; `arrayBuffer` is for an answer
// read elsewhere (the payment history's worker).
export type LazyResponse = PromiseLike<Response> & {
  json: <S extends StandardSchemaV1>(schema: S) => Promise<StandardSchemaV1InferOutput<S>>
  arrayBuffer: () => Promise<ArrayBuffer>
}
type LazyClient = Record<Method, (url: string, options?: Options) => LazyResponse>

let loadObserver: (() => Promise<CallObserver>) | undefined

/**
 * Hands every call of both clients to an observer besides the backend: the support report's
 * journal, which the app's start wires in (the HTTP layer knows nothing of the report). Its code
 * loads with the clients, so it must be given before the first request.
 */
export function observeCallsWith(load: () => Promise<CallObserver>) {
  loadObserver = load
}

const loadClients = lazyOnce<Clients>(() =>
  Promise.all([import('./ky-clients'), loadObserver?.()]).then(([module, observer]) => module.createClients(observer)),
)

function lazyClient(pick: (loaded: Clients) => KyInstance): LazyClient {
  const call = (method: Method) => (url: string, options?: Options) => {
    // The request starts once, when it is awaited or its body is asked for (ky sets Accept then).
    let sent: Promise<Response> | undefined
    const send = () => (sent ??= loadClients().then((loaded) => pick(loaded)[method](url, options)))
    return {
      then: (onDone, onFailed) => send().then(onDone, onFailed),
      json: (schema: StandardSchemaV1) =>
        loadClients().then((loaded) => pick(loaded)[method](url, options).json(schema)),
      arrayBuffer: () => loadClients().then((loaded) => pick(loaded)[method](url, options).arrayBuffer()),
    } as LazyResponse
  }
  return { get: call('get'), post: call('post'), put: call('put'), delete: call('delete') }
}

/** The general backend (uploads, payment history, Yandex sign-in, password change). */
export const generalApi = /* @__PURE__ */ lazyClient((loaded) => loaded.generalApi)

/** The microservice gateway (authms, paymentms, serversms, telegrambotms). */
export const gatewayApi = /* @__PURE__ */ lazyClient((loaded) => loaded.gatewayApi)
