import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { disableGoogle, verifyGoogle } from '@/api/two-factor'
import { userQueries } from '@/api/user'
import { Modal } from '@/ui/modal'
import { GoogleCodeForm } from './google-code-form'
import styles from './two-factor.module.css'

/** Verify or disable: both send the code, toast the server's message and refresh the user. */
function useCodeMutation(call: (code: string) => Promise<{ message: string }>, fallback: string, onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      toast.success(answer.message || fallback)
      void queryClient.invalidateQueries({ queryKey: userQueries.all() })
      onDone()
    },
  })
}

export function GoogleEnableDialog({ qrCode, onClose }: { qrCode: string; onClose: () => void }) {
  const verify = useCodeMutation(verifyGoogle, 'Google Authenticator подключён', onClose)
  return (
    <Modal open onClose={onClose} title="Подключение Google Authenticator" dismissible={!verify.isPending}>
      <GoogleCodeForm submitLabel="Подтвердить" pending={verify.isPending} onSubmit={(code) => verify.mutate(code)}>
        <p className={styles.muted}>Отсканируйте QR-код в приложении-аутентификаторе и введите код из него.</p>
        <img className={styles.qr} alt="QR-код для приложения-аутентификатора" src={qrCode} width={186} height={186} />
      </GoogleCodeForm>
    </Modal>
  )
}

export function GoogleDisableDialog({ onClose }: { onClose: () => void }) {
  const disable = useCodeMutation(disableGoogle, 'Google Authenticator отключён', onClose)
  return (
    <Modal open onClose={onClose} title="Отключение Google Authenticator" dismissible={!disable.isPending}>
      <GoogleCodeForm submitLabel="Отключить" pending={disable.isPending} onSubmit={(code) => disable.mutate(code)}>
        <p className={styles.muted}>Введите код из приложения, чтобы отключить двухфакторную аутентификацию.</p>
      </GoogleCodeForm>
    </Modal>
  )
}
