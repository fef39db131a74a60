import { useId, type ReactNode } from 'react'
import styles from '../mock-panel.module.css'

/** A label above its control; the control gets the id through the render function. */
export function Labeled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  )
}
