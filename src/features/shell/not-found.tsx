import { Link } from '@tanstack/react-router'
import styles from './status-screen.module.css'

export function NotFound() {
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Упс! Кажется, вы попали на несуществующую страницу</h1>
      <Link to="/" className={styles.action}>
        Вернуться на главную
      </Link>
    </main>
  )
}
