import { createFileRoute } from '@tanstack/react-router'
import { Suspense, useCallback, useState } from 'react'
import { deviceQueries } from '@/api/devices'
import { DevicesScreen } from '@/features/devices/devices-screen'
import { SignOutOthersButton } from '@/features/devices/sign-out-others-button'
import { LazyPasswordWizard } from '@/features/security/lazy-password-wizard'

export const Route = createFileRoute('/_app/profile/devices')({
  // Starts alongside the layout's user request; the screen shows 4 skeletons until the list arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(deviceQueries.list())
  },
  component: DevicesRoute,
})

const signOutOthers = (close: () => void) => <SignOutOthersButton onDone={close} />

function DevicesRoute() {
  const [changingPassword, setChangingPassword] = useState(false)
  const close = useCallback(() => setChangingPassword(false), [])
  return (
    <>
      <DevicesScreen onNotMe={() => setChangingPassword(true)} />
      {changingPassword && (
        <Suspense>
          <LazyPasswordWizard onClose={close} signOutOthers={signOutOthers} />
        </Suspense>
      )}
    </>
  )
}
