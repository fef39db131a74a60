import { Link } from '@tanstack/react-router'
import styles from './logo.module.css'

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Личный кабинет — на главную">
      <span className={styles.mark} aria-hidden="true">
        G
      </span>
      <span className={styles.name} aria-hidden="true">
        Личный кабинет
      </span>
    </Link>
  )
}
