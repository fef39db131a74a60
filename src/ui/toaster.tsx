import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import { loadSonner } from './toast'

type ToasterProps = { theme: 'light' | 'dark' }

/** sonner's live region, loaded after the first paint (see ./toast); hands over waiting toasts. */
export default function Toaster({ theme }: ToasterProps) {
  useEffect(() => void loadSonner().catch(() => undefined), [])
  // SPEC §2: toasts auto-close after 3000 ms. The live region is announced in Russian (sonner's
  // default label is the English "Notifications").
  return (
    <SonnerToaster
      theme={theme}
      position="top-center"
      duration={3000}
      closeButton
      richColors
      containerAriaLabel="Уведомления"
      toastOptions={{ closeButtonAriaLabel: 'Закрыть уведомление' }}
    />
  )
}
