import { useOnline } from '@/lib/online'
import styles from './offline-banner.module.css'

export const OFFLINE_TEXT = 'Нет подключения к интернету'

/** A polite notice (role=status) while the browser is offline; nothing in the page otherwise. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div role="status" className={styles.region}>
      <p className={styles.banner}>{OFFLINE_TEXT}</p>
    </div>
  )
}
