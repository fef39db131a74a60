import { createFileRoute } from '@tanstack/react-router'
import { OAuthForward } from '@/features/auth/oauth-forward'

export const Route = createFileRoute('/oauth')({
  component: OAuthRoute,
})

function OAuthRoute() {
  return <OAuthForward />
}
