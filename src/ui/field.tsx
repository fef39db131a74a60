import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldError } from './field-error'
import styles from './field.module.css'

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string
  /** The first validation message, tied to the input with aria-describedby. */
  error?: string | undefined
  hint?: ReactNode
  /** Content drawn inside the input's right edge (a suffix, a toggle button). */
  trailing?: ReactNode
  hideLabel?: boolean
}

export function Field({ label, error, hint, trailing, hideLabel = false, className, ...input }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
