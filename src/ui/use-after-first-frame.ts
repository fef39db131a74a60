import { useEffect, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'

/**
 * False until the frame that first showed the calling component is on the page, true from then on
 * (`now`: true from the start). What that frame can do without (what is below the fold on a phone)
 * renders after it, so a tap shows its result sooner.
 */
export function useAfterFirstFrame(now = false): boolean {
  const [drawn, setDrawn] = useState(now)
  useEffect(() => {
    if (!drawn) void afterPaint().then(() => setDrawn(true))
  }, [drawn])
  return drawn
}
