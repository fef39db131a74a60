import { CATALOGUE, type CatalogueCall } from '@/api/catalogue'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'

// The studio's view of the app's call catalogue (src/api/catalogue.ts): which call a request is, by
// method and URL, for the rules, the journal and the HAR import. Names are what support reads.

export type { CallId } from '@/api/catalogue'
export type MockCall = CatalogueCall
export const CALLS: readonly MockCall[] = CATALOGUE

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Anchored at the end and after a slash: '/x/authms/api/Auth/devices/5' is the device call, not the list.
const patterns = new Map(CALLS.map((call) => [call, new RegExp(`/${escape(call.path).replace(/:id/g, '[^/]+')}/?$`)]))

function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return undefined
  }
}

/**
 * The call a request is for. The mock's own URLs must sit under their backend's base; the real
 * backends' absolute URLs (a customer's HAR) match by the path after whatever base they have.
 */
export function findCall(method: string, url: string): MockCall | undefined {
  const path = pathOf(url)
  if (!path) return undefined
  const verb = method.toUpperCase()
  const base = path.includes(`${MOCK_GATEWAY_PATH}/`)
    ? 'gateway'
    : path.includes(`${MOCK_GENERAL_PATH}/`)
      ? 'general'
      : null
  return CALLS.find(
    (call) => call.method === verb && (base === null || base === call.backend) && patterns.get(call)?.test(path),
  )
}

export function callById(id: string): MockCall | undefined {
  return CALLS.find((call) => call.id === id)
}
