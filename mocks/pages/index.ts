import { MOCK_GENERAL_PATH } from '@/api/config'

// Full-page addresses the mock backend answers itself, before the app renders: the real backends
// answer these with redirects (the Yandex callback) or a page of their own (the payment provider).
export const MOCK_YANDEX_CALLBACK_PATH = `${MOCK_GENERAL_PATH}/auth/yandex/callback`
export const MOCK_PROVIDER_PATH = '/mock/provider'

/** Returns true when the current address was a mock page and it took over the document. */
export async function runMockPage(location: Location): Promise<boolean> {
  if (location.pathname === MOCK_YANDEX_CALLBACK_PATH) {
    const { runYandexCallback } = await import('./yandex-callback')
    await runYandexCallback(location)
    return true
  }
  if (location.pathname.startsWith(MOCK_PROVIDER_PATH)) {
    const { runPaymentProvider } = await import('./payment-provider')
    await runPaymentProvider(location)
    return true
  }
  return false
}
