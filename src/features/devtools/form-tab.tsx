import { useEffect, useRef, type ReactNode } from 'react'
import { announceFormsOnScreen } from './forms-on-screen'
import styles from './devtools-tabs.module.css'

/**
 * Calls `listening` once the panel inside `element` shows anything: TanStack's Form panel loads its
 * own code first, and subscribes to the forms' events as it first renders.
 */
function whenPanelShown(element: HTMLElement, listening: () => void) {
  const observer = new MutationObserver(() => {
    if (!element.textContent) return
    observer.disconnect()
    listening()
  })
  observer.observe(element, { childList: true, subtree: true, characterData: true })
  return () => observer.disconnect()
}

/** The Form tab: TanStack's panel, which then hears from the forms already on screen. */
export function FormTab({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => (ref.current ? whenPanelShown(ref.current, announceFormsOnScreen) : undefined), [])
  return (
    <div ref={ref} className={styles.fill}>
      {children}
    </div>
  )
}
