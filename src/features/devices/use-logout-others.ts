import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { deviceQueries, logoutOtherDevices } from '@/api/devices'

// Apart from the other device actions: the profile's password change offers it, without their token re-check.

export const LOGGED_OUT_OTHERS = 'Вы вышли на всех других устройствах'

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
