import styles from './page-loader.module.css'

/** Shown while a route waits for its data longer than the router's pending delay. */
export function PageLoader() {
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Загрузка…</span>
    </div>
  )
}
