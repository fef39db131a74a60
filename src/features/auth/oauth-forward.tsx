import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { generalBaseUrl } from '@/api/config'
import { pageExit } from '@/ui/page-exit'
import styles from './auth-forms.module.css'

/** The address /oauth forwards to: the general backend's callback with the fragment as the query. */
export function yandexCallbackUrl(hash: string, search: string) {
  const query = hash.replace(/^#/, '') || search.replace(/^\?/, '')
  return `${generalBaseUrl()}/auth/yandex/callback${query ? `?${query}` : ''}`
}

/** SPEC §2 /oauth: leaves at once for the configured backend only (PRODUCT.md §3). */
export function OAuthForward() {
  const { hash, searchStr } = useLocation()
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    pageExit.replace(yandexCallbackUrl(hash, searchStr))
  }, [hash, searchStr])
  return (
    <div className={styles.page}>
      <p role="status" className={styles.centered}>
        <span className={styles.spinner} aria-hidden="true" />
        Завершаем вход через Яндекс…
      </p>
    </div>
  )
}
