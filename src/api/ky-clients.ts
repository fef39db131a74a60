import ky, {
  type AfterResponseHook,
  type BeforeErrorHook,
  type BeforeRequestHook,
  type KyInstance,
  type Options,
} from 'ky'
import { gatewayBaseUrl, generalBaseUrl } from './config'
import type { RequestContext } from './http'
import { isOnline, onlineFetch } from '@/lib/online'
import { takeEarlyAnswer } from '@/lib/early-reads'
import { expireSession } from './session'
import { getToken } from './token'
import { REQUEST_TIMEOUT_MS } from './request-timeout'

// The two ky clients and the hooks every request goes through. Loaded at the first request
// (./http), which index.html preloads on the signed-in screens.

// PRODUCT.md §3: only reads are retried, with backoff, never on a 4xx.

/** Sees every call after the shared hooks: the support report's journal (src/report/record-calls.ts). */
export type CallObserver = {
  beforeRequest: BeforeRequestHook
  afterResponse: AfterResponseHook
  beforeError: BeforeErrorHook
}

const shared = (observer?: CallObserver): Options => ({
  // A screen's first reads may already be under way from index.html (@/lib/early-reads).
  fetch: (input, init) => (input instanceof Request && takeEarlyAnswer(input)) || onlineFetch(input, init),
  timeout: REQUEST_TIMEOUT_MS,
  retry: {
    limit: 2,
    methods: ['get'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    backoffLimit: 3_000,
    // Offline, a retry fails as surely as the first try (@/lib/online): the read fails at once, its
    // screen says why, and it runs again when the signal is back.
    shouldRetry: () => (isOnline() ? undefined : false),
  },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = getToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
      ...(observer ? [observer.beforeRequest] : []),
    ],
    afterResponse: [
      ({ request, response, options }) => {
        const context = options.context as RequestContext
        if (response.status !== 401 || context.credentialsCheck) return
        const header = request.headers.get('Authorization')
        expireSession(header?.startsWith('Bearer ') ? header.slice(7) : null)
      },
      ...(observer ? [observer.afterResponse] : []),
    ],
    beforeError: observer ? [observer.beforeError] : [],
  },
})

export function createClients(observer?: CallObserver): { generalApi: KyInstance; gatewayApi: KyInstance } {
  return {
    /** The general backend (uploads, payment history, Yandex sign-in, password change). */
    generalApi: ky.create({ ...shared(observer), prefix: generalBaseUrl() }),
    /** The microservice gateway (authms, paymentms, serversms, telegrambotms). */
    gatewayApi: ky.create({ ...shared(observer), prefix: gatewayBaseUrl() }),
  }
}
