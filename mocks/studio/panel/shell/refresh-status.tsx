import { useSyncExternalStore } from 'react'
import { lastRefresh, subscribeRefresh, type ScreenRefresh } from '../../core/screen-refresh'
import styles from './mock-panel.module.css'

const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ')

/** What a change in the studio did to the open screen, in words. */
export function refreshText({ asked, read }: ScreenRefresh): string {
  if (read.length) return `Экран обновлён: заново прочитаны ${quoted(read)}.`
  if (asked === 'all') return 'Экран обновлён: на нём нет чтений, новые ответы придут со следующими вызовами.'
  return `На открытом экране нет ${quoted(asked)}: правило ответит на следующий такой вызов.`
}

/** The panel's status line: a rule, a scenario or the data shows at once, and this says so. */
export function RefreshStatus() {
  const refresh = useSyncExternalStore(subscribeRefresh, lastRefresh)
  return (
    <p role="status" className={styles.status}>
      {refresh ? refreshText(refresh) : ''}
    </p>
  )
}
