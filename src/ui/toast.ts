import type { ExternalToast, toast as sonnerToast } from 'sonner'
import { lazyOnce } from '@/lib/lazy-once'
import { recordEvent } from '@/report/recorder'

// sonner is code that no first paint needs, so the entry does not carry it: screens raise
// toasts here, sonner loads after the first paint (or at the first toast), and every toast raised
// before it arrived is handed over in order. Its Toaster shows toasts raised before it mounted.

type Sonner = typeof sonnerToast
type Kind = 'success' | 'error' | 'info'
type Delivery = (sonner: Sonner) => void

const sonner = lazyOnce(() => import('sonner').then((module) => module.toast))
const waiting: Delivery[] = []

/** Loads sonner (a failed load, offline, is tried again at the next toast) and hands it the waiting toasts. */
export const loadSonner = () =>
  sonner().then((loaded) => {
    for (const deliver of waiting.splice(0)) deliver(loaded)
  })

/** Every toast passes here, whether sonner has arrived or not; none overtakes one still waiting. */
function raise(deliver: Delivery) {
  const loaded = sonner.loaded()
  if (loaded && waiting.length === 0) return deliver(loaded)
  waiting.push(deliver)
  loadSonner().catch((error: unknown) => console.error('Notifications did not load', error))
}

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  recordEvent(() => ({ type: 'toast', kind, text: message })) // for "Сообщить о проблеме"
  raise((loaded) => loaded[kind](message, options))
}

/** sonner's `toast.success` / `.error` / `.info`, for code that may run before it has loaded. */
export const toast = { success: show('success'), error: show('error'), info: show('info') }
