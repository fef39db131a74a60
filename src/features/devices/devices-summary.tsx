import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { deviceQueries } from '@/api/devices'
import { buttonClassName } from '@/ui/button'
import card from '@/ui/card.module.css'
import { plural } from '@/ui/format'
import styles from './devices.module.css'

const sessionsText = (count: number) => `${count} ${plural(count, ['сеанс', 'сеанса', 'сеансов'])}`

/** The /profile block: how many sessions are open, and the way to the full list. No parser here (chunk size). */
export function DevicesSummary() {
  const devices = useQuery(deviceQueries.list())
  return (
    <section className={`${card.surface} ${card.spread} ${styles.summary}`} aria-labelledby="devices-summary-title">
      <div>
        <h2 id="devices-summary-title" className={card.title}>
          Мои устройства
        </h2>
        <p className={styles.meta}>
          {devices.data ? `Активно: ${sessionsText(devices.data.length)}` : 'Устройства и сеансы, в которых выполнен вход'}
        </p>
      </div>
      <Link to="/profile/devices" className={buttonClassName({ variant: 'secondary' })}>
        Все устройства
      </Link>
    </section>
  )
}
