import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import { loadSonner } from './toast'

type ToasterProps = { theme: 'light' | 'dark' }

// Toasts rise from the bottom corner, where no screen has its header or heading, above what floats
// there (the phone's bottom bar, the offline banner): the page's --toasts-bottom says how high, and
// --toasts-left how far in (beside a side menu). The right-hand corner is the support panel's.
// Under 600 px sonner lays them across the width between the mobile offsets.
const OFFSET = { bottom: 'var(--toasts-bottom)', left: 'var(--toasts-left)' }
const MOBILE_OFFSET = { bottom: 'var(--toasts-bottom)', left: 'var(--space-4)', right: 'var(--space-4)' }

/** sonner's live region, loaded after the first paint (see ./toast); hands over waiting toasts. */
export default function Toaster({ theme }: ToasterProps) {
  useEffect(() => void loadSonner().catch(() => undefined), [])
  // SPEC §2: toasts auto-close after 3000 ms. The live region is announced in Russian (sonner's
  // default label is the English "Notifications").
  return (
    <SonnerToaster
      theme={theme}
      position="bottom-left"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      duration={3000}
      closeButton
      richColors
      containerAriaLabel="Уведомления"
      toastOptions={{ closeButtonAriaLabel: 'Закрыть уведомление' }}
    />
  )
}
