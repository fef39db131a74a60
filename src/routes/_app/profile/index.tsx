import { createFileRoute } from '@tanstack/react-router'
import { deviceQueries } from '@/api/devices'
import { twoFactorQueries } from '@/api/two-factor'
import { SignOutButton } from '@/features/auth/sign-out-button'
import { DevicesSummary } from '@/features/devices/devices-summary'
import { SignOutOthersButton } from '@/features/devices/sign-out-others-button'
import { ProfileScreen } from '@/features/profile/profile-screen'
import { SecuritySection } from '@/features/security/security-section'
import { TwoFactorSection } from '@/features/two-factor/two-factor-section'

export const Route = createFileRoute('/_app/profile/')({
  // The Telegram check and the session count start with the layout's user request, not after it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(twoFactorQueries.telegram())
    void context.queryClient.prefetchQuery(deviceQueries.list())
  },
  component: ProfileRoute,
})

const signOutOthers = (close: () => void) => <SignOutOthersButton onDone={close} />

function ProfileRoute() {
  return (
    <ProfileScreen
      security={<SecuritySection signOutOthers={signOutOthers} />}
      twoFactor={<TwoFactorSection />}
      devices={<DevicesSummary />}
      signOut={<SignOutButton />}
    />
  )
}
