import { Button } from '@/ui/button'
import { LogoutIcon } from '@/ui/icons'
import { useSignOut } from './use-sign-out'

export function SignOutButton() {
  const signOut = useSignOut()
  return (
    <Button variant="danger" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      <LogoutIcon />
      Выйти
    </Button>
  )
}
