import type { ReactNode } from 'react'
import { ThemeSwitch } from '@/features/theme/theme-switch'
import styles from './auth-card.module.css'

/** The centred card the open pages (/auth, /reset-password) share. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.theme}>
        <ThemeSwitch />
      </div>
      <main className={styles.card}>{children}</main>
    </div>
  )
}
