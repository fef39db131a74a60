import { MOCK_PROVIDER_PATH, MOCK_YANDEX_CALLBACK_PATH } from './paths'

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
