import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { toast } from './toast'

export type DialogProps = { onClose: () => void }

type Props = {
  /** The dialog's module, loaded at the first click. */
  load: () => Promise<{ default: ComponentType<DialogProps> }>
  /** Said in a toast when the dialog's code cannot load (offline, a new deploy). */
  unavailable: string
  className: string | undefined
  children: ReactNode
}

/**
 * A button whose dialog loads only when asked for: the button is all the page carries. A chunk that
 * cannot load says so instead of breaking the page.
 */
export function LazyDialogButton({ load, unavailable, className, children }: Props) {
  const [Dialog] = useState(() =>
    lazy(() =>
      load().catch(() => ({
        default: ({ onClose }: DialogProps) => <Unavailable text={unavailable} onClose={onClose} />,
      })),
    ),
  )
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const buttonRef = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  // The dialog arrives in a lazy chunk, so it cannot know where focus was: it comes back here once
  // the dialog has closed (while it is open the rest of the page is inert and cannot take focus).
  useEffect(() => {
    if (open) opened.current = true
    else if (opened.current) buttonRef.current?.focus()
  }, [open])
  return (
    <>
      <button ref={buttonRef} type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense>
          <Dialog onClose={close} />
        </Suspense>
      )}
    </>
  )
}

function Unavailable({ text, onClose }: { text: string; onClose: () => void }) {
  useEffect(() => {
    toast.error(text)
    onClose()
  }, [text, onClose])
  return null
}
