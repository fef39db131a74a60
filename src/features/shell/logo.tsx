import { Link } from '@tanstack/react-router'
import styles from './logo.module.css'

export function Logo() {
  return (
    <Link to="/" className={styles.logo}>
      <span className={styles.mark} aria-hidden="true">
        G
      </span>
      <span className={styles.name}>Личный кабинет</span>
      <span className="visually-hidden"> — на главную</span>
    </Link>
  )
}
