import { createFileRoute } from '@tanstack/react-router'
import { deviceQueries } from '@/api/devices'
import { DevicesScreen } from '@/features/devices/devices-screen'

export const Route = createFileRoute('/_app/profile/devices')({
  // Starts alongside the layout's user request; the screen shows 4 skeletons until the list arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(deviceQueries.list())
  },
  component: DevicesRoute,
})

function DevicesRoute() {
  return <DevicesScreen />
}
