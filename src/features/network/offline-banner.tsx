import { useOnline } from '@/api/online'
import styles from './offline-banner.module.css'

export const OFFLINE_TEXT = 'Нет подключения к интернету'

/**
 * A polite notice while the browser is offline. The live region is always in the page (a region
 * added together with its text is not reliably announced); only its text comes and goes.
 */
export function OfflineBanner() {
  const online = useOnline()
  return (
    <div role="status" className={styles.region}>
      {online ? null : <p className={styles.banner}>{OFFLINE_TEXT}</p>}
    </div>
  )
}
