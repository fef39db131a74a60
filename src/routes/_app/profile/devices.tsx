import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { deviceQueries } from '@/api/devices'
import { DevicesScreen } from '@/features/devices/devices-screen'
import { SignOutOthersButton } from '@/features/devices/sign-out-others-button'
import { toast } from '@/ui/toast'

export const Route = createFileRoute('/_app/profile/devices')({
  // Starts alongside the layout's user request; the screen shows 4 skeletons until the list arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(deviceQueries.list())
  },
  component: DevicesRoute,
})

// "Это не я" goes on to the password change; its forms load only then (offline: said, not an error page).
const PasswordWizard = lazy(() =>
  import('@/features/security/password-wizard').then(
    (module) => ({ default: module.PasswordWizard }),
    () => ({ default: WizardUnavailable }),
  ),
)

function WizardUnavailable({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    toast.error('Не удалось открыть смену пароля. Смените пароль в профиле.')
    onClose()
  }, [onClose])
  return null
}

const signOutOthers = (close: () => void) => <SignOutOthersButton onDone={close} />

function DevicesRoute() {
  const [changingPassword, setChangingPassword] = useState(false)
  const close = useCallback(() => setChangingPassword(false), [])
  return (
    <>
      <DevicesScreen onNotMe={() => setChangingPassword(true)} />
      {changingPassword && (
        <Suspense>
          <PasswordWizard start="code" onClose={close} signOutOthers={signOutOthers} />
        </Suspense>
      )}
    </>
  )
}
