import type { ButtonHTMLAttributes } from 'react'
import styles from './icon-button.module.css'

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The accessible name; icon buttons have no visible text. */
  label: string
}

export function IconButton({ label, className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  )
}
