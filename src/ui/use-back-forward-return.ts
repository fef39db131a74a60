import { useEffect, useRef } from 'react'

/**
 * Runs `onReturn` when the browser shows this page again from its back-forward cache (the back
 * button on the payment provider or Yandex): the page comes back exactly as it was left, busy
 * buttons and old numbers included, and no effect runs again by itself.
 */
export function useBackForwardReturn(onReturn: () => void) {
  const latest = useRef(onReturn)
  useEffect(() => {
    latest.current = onReturn
  })
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
}
