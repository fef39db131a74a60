import { useEffect } from 'react'

/**
 * The room the docked studio takes at the page's right: the app's layout reads
 * --page-inset-right (src/ui/tokens.css), and its container queries then show the layout for the
 * width it has left, as a page beside docked devtools does.
 */
export function usePageInset(pixels: number) {
  useEffect(() => {
    const root = document.documentElement.style
    root.setProperty('--page-inset-right', `${pixels}px`)
    return () => {
      root.removeProperty('--page-inset-right')
    }
  }, [pixels])
}
