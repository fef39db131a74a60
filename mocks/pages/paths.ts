import { MOCK_GENERAL_PATH } from '@/api/config'

// Full-page addresses the mock backend answers itself, before the app renders: the real backends
// answer these with redirects (the Yandex callback) or a page of their own (the payment provider).
export const MOCK_YANDEX_CALLBACK_PATH = `${MOCK_GENERAL_PATH}/auth/yandex/callback`
export const MOCK_PROVIDER_PATH = '/mock/provider'
