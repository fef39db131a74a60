import type { ReactNode } from 'react'
import styles from './scroll-region.module.css'

/**
 * A table box that scrolls on its own inside the panel. axe (scrollable-region-focusable, WCAG 2.1.1)
 * asks that the keyboard can scroll it, so it takes focus and is named as a region.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (above)
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}
