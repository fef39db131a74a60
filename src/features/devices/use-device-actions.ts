import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { verifyToken } from '@/api/auth'
import { deviceQueries, removeDevice, type Device } from '@/api/devices'
import { isUnauthorized } from '@/api/errors'
import { signOut } from '@/api/session'
import { getToken } from '@/api/token'

/** SPEC §4: after a deletion the token is checked again; if its session was the one removed, the user is out. */
async function recheckToken() {
  const token = getToken()
  if (!token) return
  try {
    await verifyToken(token)
  } catch (error) {
    if (isUnauthorized(error)) signOut()
  }
}

export function useRemoveDevice(onDone: () => void) {
  const queryClient = useQueryClient()
  const listKey = deviceQueries.list().queryKey
  return useMutation({
    mutationFn: (device: Device) => removeDevice(device.id),
    onSuccess: async (_answer, device) => {
      queryClient.setQueryData(
        listKey,
        (old) => old && { ...old, items: old.items.filter((item) => item.id !== device.id) },
      )
      onDone()
      if (!device.isCurrent) toast.success('Сеанс на устройстве завершён')
      await recheckToken()
      // Still signed in: fetch the server's list (another tab may have ended sessions too).
      if (getToken()) void queryClient.invalidateQueries({ queryKey: listKey })
    },
    // A 404 means the session is already gone elsewhere: the fresh list shows the truth.
    onError: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  })
}
