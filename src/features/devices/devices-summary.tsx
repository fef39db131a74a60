import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { deviceQueries } from '@/api/devices'
import { describeError } from '@/api/errors'
import { buttonClassName } from '@/ui/button'
import card from '@/ui/card.module.css'
import { RetryState } from '@/ui/retry-state'
import { newDevicesText, sessionsText } from './device-texts'
import { useNewSessions } from './use-new-sessions'
import styles from './devices.module.css'

/** The /profile block: how many sessions are open, how many are new here, the way to the full list. No parser here (chunk size). */
export function DevicesSummary() {
  const devices = useQuery(deviceQueries.list())
  const { newIds } = useNewSessions(devices.data?.items)
  return (
    <section className={`${card.surface} ${styles.summary}`} aria-labelledby="devices-summary-title">
      <div className={card.spread}>
        <div>
          <h2 id="devices-summary-title" className={card.title}>
            Мои устройства
          </h2>
          <p className={styles.meta}>
            {devices.data
              ? `Активно: ${sessionsText(devices.data.items.length)}`
              : 'Устройства и сеансы, в которых выполнен вход'}
          </p>
          {newIds.size > 0 && (
            <p className={styles.summaryNew}>
              <span className={`${card.pill} ${card.warning} ${styles.badge}`}>{newDevicesText(newIds.size)}</span>
            </p>
          )}
        </div>
        <Link to="/profile/devices" className={buttonClassName({ variant: 'secondary' })}>
          Все устройства
        </Link>
      </div>
      {/* The same failure state as the devices screen: a failed or garbled answer is said, with a retry. */}
      {devices.isError && (
        <RetryState
          message={`Не удалось загрузить устройства. ${describeError(devices.error)}`}
          onRetry={() => void devices.refetch()}
          retrying={devices.isFetching}
        />
      )}
    </section>
  )
}
