import { useEffect, type RefObject } from 'react'

/**
 * What showModal() leaves to us: it keeps Tab inside the dialog (the page behind is inert) but
 * focuses the dialog's first control, often its close button, and a dialog unmounted while open
 * gives focus back to nothing. So: the first field gets focus, to type at once, and focus returns
 * where it was on unmount.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const firstField = container.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])')
    ;(firstField ?? container).focus()
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [containerRef])
}
