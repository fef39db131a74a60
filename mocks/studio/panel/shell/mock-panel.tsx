import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import card from '@/ui/card.module.css'
import { NoticesView } from './notices-view'
import { PanelSections } from './panel-sections'
import { usePaused, useToggleLabel } from '../shared/use-studio'
import styles from './mock-panel.module.css'

// Calls held by a "Спросить меня" rule; their code loads with the first one.
const PausedCalls = lazy(() => import('../rules/paused-calls').then((m) => ({ default: m.PausedCalls })))

/**
 * PRODUCT.md §2: a small, collapsed-by-default panel for support staff in mock mode.
 * Not modal: the app stays usable while it is open; Escape closes it and focus goes back to the toggle.
 */
export function MockPanel() {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const headingId = useId()
  const label = useToggleLabel()
  const waiting = usePaused().length > 0

  useEffect(() => {
    if (open) headingRef.current?.focus()
  }, [open])

  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    close()
  }

  return (
    // The Escape handler sits on the wrapper so it works from the toggle and from inside the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.root} onKeyDown={onKeyDown}>
      <NoticesView />
      {open && (
        <section id={panelId} aria-labelledby={headingId} className={`${card.surface} ${styles.panel}`}>
          <div className={styles.header}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
              Мок-бэкенд
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label="Свернуть панель мок-бэкенда">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {waiting && (
            <Suspense fallback={null}>
              <PausedCalls />
            </Suspense>
          )}
          <PanelSections />
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={`${card.chip} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </button>
    </div>
  )
}
