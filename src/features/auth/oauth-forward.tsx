import { useEffect } from 'react'
import { generalBaseUrl } from '@/api/config'
import { pageExit } from './page-exit'
import styles from './auth-forms.module.css'

/** The address /oauth forwards to: the general backend's callback with the fragment as the query. */
export function yandexCallbackUrl(location: Pick<Location, 'hash' | 'search'>) {
  const query = location.hash.replace(/^#/, '') || location.search.replace(/^\?/, '')
  return `${generalBaseUrl()}/auth/yandex/callback${query ? `?${query}` : ''}`
}

/** SPEC §2 /oauth: leaves at once for the configured backend only (PRODUCT.md §3). */
export function OAuthForward() {
  useEffect(() => {
    pageExit.replace(yandexCallbackUrl(window.location))
  }, [])
  return (
    <div className={styles.page}>
      <p role="status" className={styles.centered}>
        <span className={styles.spinner} aria-hidden="true" />
        Завершаем вход через Яндекс…
      </p>
    </div>
  )
}
