import { appPath } from '@/lib/base-path'
import { MOCK_PROVIDER_PATH, MOCK_YANDEX_CALLBACK_PATH } from './paths'

/** Returns true when the current address was a mock page and it took over the document. */
export async function runMockPage(location: Location): Promise<boolean> {
  // The pages' paths are the app's: under a base path they sit under it.
  const path = appPath(location.pathname) ?? ''
  if (path === MOCK_YANDEX_CALLBACK_PATH) {
    const { runYandexCallback } = await import('./yandex-callback')
    await runYandexCallback(location)
    return true
  }
  if (path.startsWith(MOCK_PROVIDER_PATH)) {
    const { runPaymentProvider } = await import('./payment-provider')
    await runPaymentProvider(location)
    return true
  }
  return false
}
