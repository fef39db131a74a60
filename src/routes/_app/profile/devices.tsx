import { createFileRoute } from '@tanstack/react-router'
import { DevicesScreen } from '@/features/devices/devices-screen'

export const Route = createFileRoute('/_app/profile/devices')({
  component: DevicesRoute,
})

function DevicesRoute() {
  return <DevicesScreen />
}
