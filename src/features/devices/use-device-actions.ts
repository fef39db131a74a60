import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { verifyToken } from '@/api/auth'
import { deviceQueries, logoutOtherDevices, removeDevice, type Device } from '@/api/devices'
import { isUnauthorized } from '@/api/errors'
import { signOut } from '@/api/session'
import { getToken } from '@/api/token'

export const LOGGED_OUT_OTHERS = 'Вы вышли на всех других устройствах'

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

/** Ends every session but this one; `onDone` once they have ended (a failure is toasted by the shared handler). */
export function useLogoutOthers(onDone?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logoutOtherDevices,
    onSuccess: (answer) => {
      onDone?.()
      queryClient.setQueryData(
        deviceQueries.list().queryKey,
        (old) => old && { ...old, items: old.items.filter((item) => item.isCurrent) },
      )
      void queryClient.invalidateQueries({ queryKey: deviceQueries.all() })
      toast.success(answer.message || LOGGED_OUT_OTHERS)
    },
  })
}
