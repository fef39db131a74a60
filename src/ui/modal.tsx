import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CloseIcon } from './icons'
import { IconButton } from './icon-button'
import { useFocusTrap } from './use-focus-trap'
import { useScrollLock } from './use-scroll-lock'
import styles from './modal.module.css'

type ModalProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** SPEC §9: modal widths 400 and 600 px. */
  size?: 'narrow' | 'wide'
  /** Keeps the dialog open on Escape/backdrop while something must finish (e.g. a payment request). */
  dismissible?: boolean
}

/** The shared dialog: Escape, backdrop click and the close button close it; focus is trapped and returned. */
export function Modal(props: ModalProps) {
  if (!props.open) return null
  return createPortal(<ModalContent {...props} />, document.body)
}

function ModalContent({ onClose, title, children, size = 'narrow', dismissible = true }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  useScrollLock()
  useFocusTrap(dialogRef)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dismissible) return
      // Only the top-most dialog reacts when dialogs are stacked.
      const dialogs = document.querySelectorAll('[data-modal]')
      if (dialogs[dialogs.length - 1] !== dialogRef.current) return
      event.stopPropagation()
      onClose()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dismissible, onClose])

  return (
    // The backdrop click is a pointer shortcut; keyboard users close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // A text selection that ends outside the dialog must not close it.
        if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialogRef}
        data-modal=""
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, styles[size]].join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton label="Закрыть" onClick={onClose} disabled={!dismissible}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  )
}
