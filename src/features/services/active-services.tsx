import { useQuery } from '@tanstack/react-query'
import { describeError } from '@/api/errors'
import { serviceQueries, type Service } from '@/api/services'
import { HOSTING_URL } from '@/config/links'
import card from '@/ui/card.module.css'
import { formatCount, formatPrice } from '@/ui/format'
import { RetryState } from '@/ui/retry-state'
import { SkeletonList } from '@/ui/skeleton'
import { SkippedEntries } from '@/ui/skipped-entries'
import { WindowedList } from '@/ui/windowed-list'
import { ClippedText } from '@/ui/clipped-text'
import styles from './services.module.css'

// A tile's height at 1280 px; 80 characters of a name fit two lines on a phone.
const SERVICE_ROW_HEIGHT = 76
export const SERVICE_NAME_LIMIT = 80

const serversText = (count: number) => formatCount(count, ['сервер', 'сервера', 'серверов'])

/** SPEC §2: the user's active services; 2 skeletons while loading, an empty state, an inline error. */
export function ActiveServices() {
  const services = useQuery(serviceQueries.list())
  return (
    <section aria-labelledby="services-title" className={styles.section}>
      <h2 id="services-title" className={styles.title}>
        Мои услуги
      </h2>
      {services.isPending ? (
        <SkeletonList count={2} itemClassName={styles.skeleton} label="Загрузка услуг" />
      ) : services.isError ? (
        <RetryState
          message={`Не удалось загрузить услуги. ${describeError(services.error)}`}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : (
        <div>
          {services.data.items.length === 0 ? (
            <EmptyServices />
          ) : (
            <WindowedList
              className={card.stack}
              items={services.data.items}
              estimateSize={SERVICE_ROW_HEIGHT}
              renderItem={(service) => <ServiceItem service={service} />}
            />
          )}
          <SkippedEntries count={services.data.skipped} />
        </div>
      )}
    </section>
  )
}

function EmptyServices() {
  return (
    <div className={card.state}>
      <p>У вас пока нет активных услуг.</p>
      <a href={HOSTING_URL} target="_blank" rel="noopener noreferrer">
        Арендовать игровой сервер<span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    </div>
  )
}
function ServiceItem({ service }: { service: Service }) {
  return (
    <div className={`${card.surface} ${card.spread} ${styles.item}`}>
      <div>
        <h3 className={styles.itemTitle}>
          {service.message ? <ClippedText text={service.message} max={SERVICE_NAME_LIMIT} /> : 'Услуга без названия'}
        </h3>
        <p className={styles.muted}>{serversText(service.serverCount)}</p>
      </div>
      <p className={styles.price}>
        {formatPrice(service.amount)}
        <span className={styles.muted}>&nbsp;/ мес.</span>
      </p>
    </div>
  )
}
