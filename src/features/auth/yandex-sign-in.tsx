import { useMutation } from '@tanstack/react-query'
import { yandexSignInUrl } from '@/api/auth'
import { UserFacingError } from '@/api/errors'
import { Button } from '@/ui/button'
import { useBackForwardReturn } from '@/ui/use-back-forward-return'
import { pageExit } from '@/ui/page-exit'
import styles from './auth-forms.module.css'

/** Only a web address is followed: the server's answer must not be able to run script here. */
function followableUrl(raw: string) {
  const url = new URL(raw)
  if (url.protocol === 'https:' || url.origin === window.location.origin) return url.toString()
  throw new UserFacingError('Вход через Яндекс сейчас недоступен')
}

/** SPEC §7 GET /auth/yandex/getUrl, then the browser goes to Yandex (and comes back via /oauth). */
export function YandexSignIn() {
  const start = useMutation({
    mutationFn: yandexSignInUrl,
    onSuccess: (answer) => pageExit.assign(followableUrl(answer.data.url)),
  })
  // Back from Yandex, the button must not stay busy.
  useBackForwardReturn(start.reset)
  return (
    <Button variant="secondary" fullWidth loading={start.isPending || start.isSuccess} onClick={() => start.mutate()}>
      <span aria-hidden="true" className={styles.yandexMark}>
        Я
      </span>
      Войти через Яндекс
    </Button>
  )
}
