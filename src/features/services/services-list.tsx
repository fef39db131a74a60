import { useId } from 'react'
import card from '@/ui/card.module.css'
import { ExternalIcon } from '@/ui/icons'
import { SERVICE_CATALOG, STATUS_TITLES, type CatalogEntry, type CatalogStatus } from './catalog'
import styles from './services.module.css'

const STATUS_TONES: Record<CatalogStatus, string | undefined> = {
  active: card.success,
  inactive: card.neutral,
  soon: card.warning,
}

/** SPEC §2 Services list: hosting, the game launcher and partner entries with their status. */
export function ServicesList() {
  return (
    <section aria-labelledby="catalog-title" className={styles.section}>
      <h2 id="catalog-title" className={styles.title}>
        Сервисы
      </h2>
      <ul className={`${card.stack} ${styles.catalog}`}>
        {SERVICE_CATALOG.map((entry) => (
          <li key={entry.title}>
            <CatalogCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function CatalogCard({ entry }: { entry: CatalogEntry }) {
  const active = entry.status === 'active'
  const titleId = useId()
  return (
    <article className={`${card.surface} ${styles.entry}`} data-status={entry.status} aria-labelledby={titleId}>
      <img src={entry.imgUrl} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.logo} />
      <div className={styles.entryText}>
        <h3 id={titleId} className={styles.entryTitle}>
          {active ? (
            <a href={entry.link} target="_blank" rel="noopener noreferrer" className={styles.entryLink}>
              {entry.title}
              <ExternalIcon />
              <span className="visually-hidden"> (откроется в новой вкладке)</span>
            </a>
          ) : (
            entry.title
          )}
        </h3>
        <p className={styles.muted}>{entry.description}</p>
      </div>
      <span className={`${card.pill} ${STATUS_TONES[entry.status]} ${styles.status}`}>
        {STATUS_TITLES[entry.status]}
      </span>
    </article>
  )
}
