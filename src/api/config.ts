import { BASE_PREFIX } from '../lib/base-path'

// Where the two backends live. In mock mode both sit under this app's own origin so the
// MSW worker (browser) and server (Node) can answer them; the handlers build URLs with the same helpers.
// Under a base path (a preview at /preview/pr-7/) they sit under it too, where its worker answers.
export const MOCK_GENERAL_PATH = '/mock/api'
export const MOCK_GATEWAY_PATH = '/mock/gateway'

export const isMockMode = import.meta.env.VITE_MOCK === 'true'

function trimSlash(url: string) {
  return url.replace(/\/+$/, '')
}

function origin() {
  return globalThis.location?.origin ?? 'http://localhost'
}

/** The general backend: uploads, payment history, Yandex sign-in, password change. */
export function generalBaseUrl() {
  const configured = import.meta.env.VITE_API_URL
  return configured && !isMockMode ? trimSlash(configured) : origin() + BASE_PREFIX + MOCK_GENERAL_PATH
}

/** The microservice gateway: authms, paymentms, serversms, telegrambotms. */
export function gatewayBaseUrl() {
  const configured = import.meta.env.VITE_GATEWAY_URL
  return configured && !isMockMode ? trimSlash(configured) : origin() + BASE_PREFIX + MOCK_GATEWAY_PATH
}

/** The product segment of `POST /{product}/auth/password/change` on the general backend. */
export const PRODUCT_SLUG = 'lk'
