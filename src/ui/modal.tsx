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

/**
 * The shared dialog, a native <dialog> opened with showModal(): the rest of the page is inert (no
 * focus, no clicks, hidden from screen readers) and stacked dialogs take turns. Escape, a backdrop
 * click and the close button ask `onClose`; the open state stays React's.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null
  return createPortal(<ModalContent {...props} />, document.body)
}

function ModalContent({ onClose, title, children, size = 'narrow', dismissible = true }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pressStartedOnBackdrop = useRef(false)
  useScrollLock()

  useEffect(() => {
    const dialog = dialogRef.current
    dialog?.showModal()
    return () => dialog?.close()
  }, [])
  // After showModal: the trap then moves focus to the first field and gives it back on close.
  useFocusTrap(dialogRef)

  const requestClose = () => {
    if (dismissible) onClose()
  }

  return (
    // The backdrop click is a pointer shortcut; keyboard users close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      // A click on the ::backdrop targets the dialog itself; its content fills the box.
      data-testid="modal-backdrop"
      className={[styles.dialog, styles[size]].join(' ')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Handled here rather than by the browser's own close, so the open state stays React's;
        // only the innermost dialog reacts when dialogs are stacked.
        event.preventDefault()
        event.stopPropagation()
        requestClose()
      }}
      // Other close requests (Android's back gesture) arrive as `cancel`.
      onCancel={(event) => {
        event.preventDefault()
        requestClose()
      }}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // A text selection that ends outside the dialog must not close it.
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) requestClose()
      }}
    >
      <div className={styles.content}>
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
    </dialog>
  )
}
