import { useEffect, useId, useRef, useState } from 'react'
import { ReportButton } from '@/features/report/report-button'
import { ThemeSwitch } from '@/features/theme/theme-switch'
import { IconButton } from '@/ui/icon-button'
import { CloseIcon, MenuIcon, ReportIcon } from '@/ui/icons'
import { Logo } from './logo'
import { HISTORY_ITEM } from './nav-items'
import { NavLink } from './nav-link'
import styles from './mobile-header.module.css'

/**
 * Under 768 px: the logo and a burger that opens the theme switch (SPEC §2), the payment history
 * (the bottom bar holds four items) and the problem report.
 */
export function MobileHeader() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const headerRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <header ref={headerRef} className={styles.header}>
      <Logo />
      <IconButton
        label={open ? 'Закрыть меню' : 'Открыть меню'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <NavLink item={HISTORY_ITEM} className={styles.panelAction} onClick={() => setOpen(false)} />
        <ReportButton className={styles.panelAction} icon={<ReportIcon />} />
        <ThemeSwitch />
      </div>
    </header>
  )
}
