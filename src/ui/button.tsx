import type { ButtonHTMLAttributes } from 'react'
import styles from './button.module.css'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  /** Shows a spinner and marks the button busy; it stays focusable but inert. */
  loading?: boolean
  fullWidth?: boolean
}

type Look = { variant?: ButtonProps['variant']; fullWidth?: boolean; className?: string | undefined }

/** The button's look, for a link or a file input's label that acts as a button. */
export function buttonClassName({ variant = 'primary', fullWidth = false, className }: Look = {}) {
  return [styles.button, styles[variant], fullWidth && styles.full, className].filter(Boolean).join(' ')
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}
