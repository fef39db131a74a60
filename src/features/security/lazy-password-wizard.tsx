import { lazy, useEffect } from 'react'
import { toast } from '@/ui/toast'

/** Starts loading the wizard's steps (while a question before them is on screen). */
export const loadPasswordWizard = () => import('./password-wizard')

/**
 * The password change wizard, loaded when first needed: the profile's and the devices' first screens
 * do not carry it. Offline, its failure to load is said, not an error page.
 */
export const LazyPasswordWizard = lazy(() =>
  loadPasswordWizard().then(
    (module) => ({ default: module.PasswordWizard }),
    () => ({ default: WizardUnavailable }),
  ),
)

function WizardUnavailable({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    toast.error('Не удалось открыть смену пароля. Проверьте соединение и попробуйте снова.')
    onClose()
  }, [onClose])
  return null
}
