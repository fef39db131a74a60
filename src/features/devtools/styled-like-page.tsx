import { useEffect, useRef, type ReactNode } from 'react'
import { stylesFollow } from './page-styles'
import styles from './devtools-tabs.module.css'

/** An app panel of the shell, styled and themed as the page also when the shell is in its own window. */
export function StyledLikePage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => (ref.current ? stylesFollow(ref.current) : undefined), [])
  return (
    <div ref={ref} className={styles.contents}>
      {children}
    </div>
  )
}
