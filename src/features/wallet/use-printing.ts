import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * True while the page is being printed. The browser lays the page out for print right after
 * `beforeprint`, so the print-only content is rendered synchronously there; the print media query
 * covers printing without that event (a PDF made by a headless browser, print preview emulation).
 */
export function usePrinting() {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true))
    const end = () => setPrinting(false)
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null
    const onMediaChange = (event: MediaQueryListEvent) => (event.matches ? start() : end())
    window.addEventListener('beforeprint', start)
    window.addEventListener('afterprint', end)
    media?.addEventListener('change', onMediaChange)
    return () => {
      window.removeEventListener('beforeprint', start)
      window.removeEventListener('afterprint', end)
      media?.removeEventListener('change', onMediaChange)
    }
  }, [])
  return printing
}
