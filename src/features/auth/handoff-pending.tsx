import { AuthCard } from './auth-card'
import styles from './auth-forms.module.css'

/**
 * While the /auth loader checks a handed-over or stored token (the route's pendingComponent). Its own
 * module: what a route file imports outside its split components lands in the entry chunk.
 */
export function HandoffPending() {
  return (
    <AuthCard>
      <div role="status" className={styles.centered}>
        <span className={styles.spinner} aria-hidden="true" />
        <h1 className={styles.title}>Проверяем вход…</h1>
      </div>
    </AuthCard>
  )
}
