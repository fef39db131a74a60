import type { ReactNode } from 'react'
import { ReportButton } from '@/features/report/report-button'
import { ThemeSwitch } from '@/features/theme/theme-switch'
import styles from './auth-card.module.css'

/** The centred card the open pages (/auth, /reset-password) share, with the problem report under it. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.theme}>
        <ThemeSwitch />
      </div>
      <main className={styles.card}>{children}</main>
      {/* Failed sign-ins are the most common tickets; the password typed is never in the report. */}
      <ReportButton />
    </div>
  )
}
