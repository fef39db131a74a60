import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { toast } from '@/ui/toast'
import styles from './report-button.module.css'

type DialogProps = { onClose: () => void }

// The dialog and the file builder load only when the customer asks; the button is all the first
// screen carries. A chunk that cannot load (offline, a new deploy) says so instead of breaking the page.
const ReportDialog = lazy((): Promise<{ default: ComponentType<DialogProps> }> =>
  import('./report-dialog').catch(() => ({ default: DialogUnavailable })),
)

function DialogUnavailable({ onClose }: DialogProps) {
  useEffect(() => {
    toast.error('Не удалось открыть отчёт. Проверьте соединение и обновите страницу.')
    onClose()
  }, [onClose])
  return null
}

/** Without a class it looks like a quiet text link (under the sign-in card, on error screens). */
type ReportButtonProps = { className?: string | undefined; icon?: ReactNode }

/** "Сообщить о проблеме": opens the dialog that saves the support report. */
export function ReportButton({ className, icon }: ReportButtonProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  // The dialog arrives in a lazy chunk, so it cannot know where focus was: it comes back here once
  // the dialog has closed (while it is open the rest of the page is inert and cannot take focus).
  useEffect(() => {
    if (open) opened.current = true
    else if (opened.current) buttonRef.current?.focus()
  }, [open])
  const close = () => setOpen(false)
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className ?? styles.link}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {icon}
        <span>Сообщить о проблеме</span>
      </button>
      {open && (
        <Suspense>
          <ReportDialog onClose={close} />
        </Suspense>
      )}
    </>
  )
}
