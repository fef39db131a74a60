import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '@/ui/toast'
import { enableGoogle, generateTelegramLink, TELEGRAM_UNLINK_NOTICE, twoFactorQueries } from '@/api/two-factor'
import { userQueries } from '@/api/user'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { GoogleDisableDialog, GoogleEnableDialog } from './google-dialogs'
import { MethodItem, type MethodStatus } from './method-item'

/** SPEC §2/§3 two-factor list: google, telegram, phone, yandex (phone and yandex are unavailable). */
export function TwoFactorSection() {
  const titleId = useId()
  const { data: user } = useQuery(userQueries.me())
  const queryClient = useQueryClient()
  const telegramCheck = useQuery(twoFactorQueries.telegram())
  const [dialog, setDialog] = useState<{ name: 'enable'; qrCode: string } | { name: 'disable' } | null>(null)
  const close = () => setDialog(null)

  const enable = useMutation({
    mutationFn: enableGoogle,
    onSuccess: (answer) => setDialog({ name: 'enable', qrCode: answer.qrCode }),
  })
  const link = useMutation({
    mutationFn: generateTelegramLink,
    // The schema only lets https links through, so nothing else is ever opened. The link is finished
    // in the bot's tab; marking the check stale makes it run again when the user comes back here.
    onSuccess: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer')
      void queryClient.invalidateQueries({ queryKey: twoFactorQueries.telegram().queryKey, refetchType: 'none' })
    },
  })

  const google: MethodStatus = user?.isTwoFactorEnabled ? 'connected' : 'unconnected'
  // SPEC §4: unavailable while checking and on failure; a linked Telegram also marks the phone.
  const telegram: MethodStatus = telegramCheck.isSuccess
    ? telegramCheck.data
      ? 'connected'
      : 'unconnected'
    : 'unavailable'
  const phone: MethodStatus = telegram === 'connected' ? 'connected' : 'unavailable'

  return (
    <section className={card.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        Двухфакторная аутентификация
      </h2>
      <ul className={card.stack}>
        <MethodItem name="Google Authenticator" status={google}>
          {google === 'connected' ? (
            <Button variant="secondary" onClick={() => setDialog({ name: 'disable' })}>
              Отключить
            </Button>
          ) : (
            <Button loading={enable.isPending} onClick={() => enable.mutate()} disabled={!user}>
              Подключить
            </Button>
          )}
        </MethodItem>
        <MethodItem name="Telegram" status={telegram} mandatory>
          {telegram === 'connected' && (
            <Button variant="ghost" onClick={() => toast.info(TELEGRAM_UNLINK_NOTICE)}>
              Отвязать
            </Button>
          )}
          {telegram === 'unconnected' && (
            <Button loading={link.isPending} onClick={() => link.mutate()}>
              Привязать
            </Button>
          )}
        </MethodItem>
        <MethodItem name="Телефон" status={phone} />
        <MethodItem name="Яндекс" status="unavailable" />
      </ul>
      {dialog?.name === 'enable' && <GoogleEnableDialog qrCode={dialog.qrCode} onClose={close} />}
      {dialog?.name === 'disable' && <GoogleDisableDialog onClose={close} />}
    </section>
  )
}
