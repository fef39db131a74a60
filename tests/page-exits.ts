import { onTestFinished } from 'vitest'
import type { PageExit } from '@/ui/page-exit'

/** Where the app tried to send the browser during this test (jsdom cannot leave the document). */
export function watchPageExits(): PageExit[] {
  const exits: PageExit[] = []
  const listener = (event: Event) => {
    event.preventDefault()
    exits.push((event as CustomEvent<PageExit>).detail)
  }
  window.addEventListener('lk:page-exit', listener)
  onTestFinished(() => window.removeEventListener('lk:page-exit', listener))
  return exits
}
