import { Fragment, type ReactNode } from 'react'
import { ReportButton } from '@/features/report/report-button'
import { ThemeSwitch } from '@/features/theme/theme-switch'
import { InShell } from './in-shell'
import { Logo } from './logo'
import { MobileHeader } from './mobile-header'
import { BOTTOM_BAR_ITEMS, NAV_ITEMS } from './nav-items'
import { NavLink } from './nav-link'
import { SUPPORT_URL } from '@/config/links'
import { ReportIcon } from '@/ui/icons'
import styles from './app-layout.module.css'

/**
 * The protected layout: side menu on wide screens; header with burger and a bottom bar under 768 px.
 * The side column is the portal's banner (logo, main menu, theme), as the phone's header is; only one
 * of them is shown at a time. It is no complementary landmark: it is not side content of the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        Перейти к содержимому
      </a>
      <header className={styles.sidebar}>
        <Logo />
        <nav aria-label="Основное меню" className={styles.sideNav}>
          {NAV_ITEMS.map((item) => (
            <Fragment key={item.label}>
              <NavLink item={item} className={styles.sideLink} />
              {item.kind === 'external' && item.href === SUPPORT_URL && (
                <ReportButton className={styles.sideLink} icon={<ReportIcon />} />
              )}
            </Fragment>
          ))}
        </nav>
        <div className={styles.sidebarFooter}>
          <ThemeSwitch />
        </div>
      </header>
      <MobileHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <InShell value>{children}</InShell>
      </main>
      <nav aria-label="Нижнее меню" className={styles.bottomBar}>
        {BOTTOM_BAR_ITEMS.map((item) => (
          <NavLink key={item.label} item={item} className={styles.bottomLink} />
        ))}
      </nav>
    </div>
  )
}
