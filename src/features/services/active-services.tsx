import { useQuery } from '@tanstack/react-query'
import { describeError } from '@/api/errors'
import { serviceQueries, type Service } from '@/api/services'
import { HOSTING_URL } from '@/features/shell/links'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { formatPrice, plural } from '@/ui/format'
import { SkeletonList } from '@/ui/skeleton'
import styles from './services.module.css'

const serversText = (count: number) => `${count} ${plural(count, ['сервер', 'сервера', 'серверов'])}`

/** SPEC §2: the user's active services; 2 skeletons while loading, an empty state, an inline error. */
export function ActiveServices() {
  const services = useQuery(serviceQueries.list())
  return (
    <section aria-labelledby="services-title" className={styles.section}>
      <h2 id="services-title" className={styles.title}>
        Мои услуги
      </h2>
      {services.isPending ? (
        <SkeletonList count={2} height={76} label="Загрузка услуг" />
      ) : services.isError ? (
        <div className={card.state} role="alert">
          <p>{`Не удалось загрузить услуги. ${describeError(services.error)}`}</p>
          <Button variant="secondary" onClick={() => void services.refetch()} loading={services.isFetching}>
            Повторить
          </Button>
        </div>
      ) : services.data.length === 0 ? (
        <div className={card.state}>
          <p>У вас пока нет активных услуг.</p>
          <a href={HOSTING_URL} target="_blank" rel="noopener noreferrer">
            Арендовать игровой сервер<span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
        </div>
      ) : (
        <ul className={card.stack}>
          {services.data.map((service, index) => (
            <ServiceItem key={`${service.message}-${index}`} service={service} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ServiceItem({ service }: { service: Service }) {
  return (
    <li className={`${card.surface} ${card.spread} ${styles.item}`}>
      <div>
        <h3 className={styles.itemTitle}>{service.message || 'Услуга без названия'}</h3>
        <p className={styles.muted}>{serversText(service.serverCount)}</p>
      </div>
      <p className={styles.price}>
        {formatPrice(service.amount)}<span className={styles.muted}>&nbsp;/ мес.</span>
      </p>
    </li>
  )
}
