import { useEffect } from 'react'

// Stacked dialogs share one lock: the page scrolls again only when the last one closes.
let locks = 0
let previousOverflow = ''

export function useScrollLock() {
  useEffect(() => {
    if (locks === 0) {
      previousOverflow = document.body.style.overflow
      document.body.style.overflow = 'hidden'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) document.body.style.overflow = previousOverflow
    }
  }, [])
}
