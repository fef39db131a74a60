import { HOSTING_URL } from '@/config/links'
import styles from './home.module.css'

/** SPEC §2: the promo banner for free 24-hour hosting. */
export function PromoBanner() {
  return (
    <section aria-labelledby="promo-title" className={styles.promo}>
      <div className={styles.promoText}>
        <h2 id="promo-title" className={styles.promoTitle}>
          Бесплатный хостинг на 24 часа
        </h2>
        <p>Запустите игровой сервер и попробуйте его сутки бесплатно — без привязки карты.</p>
      </div>
      <a href={HOSTING_URL} target="_blank" rel="noopener noreferrer" className={styles.promoLink}>
        Попробовать бесплатно<span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    </section>
  )
}
