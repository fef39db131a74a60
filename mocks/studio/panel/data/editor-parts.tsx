import type { ComponentType, ReactNode } from 'react'
import { Button } from '@/ui/button'
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

type EditorFormParts = {
  AppForm: ComponentType<{ children?: ReactNode }>
  Form: ComponentType<{ className?: string | undefined; label?: string; children: ReactNode }>
}

/** An editor form of useDataForm: its fields, then the submit button and the live status line. */
export function EditorForm(props: {
  form: EditorFormParts
  status: string
  submit: string
  label?: string
  children: ReactNode
}) {
  const { form, status, submit, label, children } = props
  return (
    <form.AppForm>
      <form.Form className={styles.form} {...(label ? { label } : {})}>
        {children}
        <Button type="submit">{submit}</Button>
        <FormStatus text={status} />
      </form.Form>
    </form.AppForm>
  )
}
