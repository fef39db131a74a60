import styles from './field-error.module.css'

/** A field's validation message under it; `id` is what the control's aria-describedby points to. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  )
}
