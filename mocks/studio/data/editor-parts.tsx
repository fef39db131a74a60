import type { ReactNode } from 'react'
import styles from './data-editor.module.css'

/** One collapsible group of the editor; native details/summary keep it keyboard-usable. */
export function EditorGroup({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <details className={styles.group}>
      <summary className={styles.summary}>
        <span>{title}</span>
        {count !== undefined && <span className={styles.muted}>{count}</span>}
      </summary>
      <div className={styles.groupBody}>{children}</div>
    </details>
  )
}

/** The form's live status line: "Применено", or a prompt to fix the marked fields. */
export function FormStatus({ text }: { text: string }) {
  return (
    <p role="status" className={styles.status}>
      {text}
    </p>
  )
}
