import { Button } from '@/ui/button'
import { useLogoutOthers } from './use-logout-others'

/** After a password change: ends every other session at once (the offer itself is the question), said in a toast. */
export function SignOutOthersButton({ onDone }: { onDone: () => void }) {
  const logoutOthers = useLogoutOthers(onDone)
  return (
    <Button loading={logoutOthers.isPending} onClick={() => logoutOthers.mutate()}>
      Выйти на других устройствах
    </Button>
  )
}
