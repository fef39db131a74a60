import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import type { RegisterRequest } from '@/api/auth'
import { TabPanel, Tabs } from '@/ui/tabs'
import { AuthCard } from './auth-card'
import { LinkRefused } from './link-refused'
import { RedirectScreen } from './redirect-screen'
import { EMPTY_REGISTRATION, RegisterForm, type RegistrationValues } from './register-form'
import { RegistrationCodeStep } from './registration-code-step'
import { SignInForm } from './sign-in-form'
import { useHandoff } from './use-handoff'
import { YandexSignIn } from './yandex-sign-in'
import styles from './auth-forms.module.css'

const route = getRouteApi('/auth')

type Tab = 'signin' | 'register'
const TABS = [
  { value: 'signin', label: 'Вход' },
  { value: 'register', label: 'Регистрация' },
] as const
const TITLES: Record<Tab, string> = { signin: 'Вход', register: 'Регистрация' }

export const YANDEX_FAILED = 'Не удалось войти через Яндекс. Попробуйте ещё раз или войдите с логином и паролем'

export function AuthScreen() {
  const search = route.useSearch()
  const handoff = useHandoff(search)
  const [tab, setTab] = useState<Tab>('signin')
  const [draft, setDraft] = useState<RegistrationValues>(EMPTY_REGISTRATION)
  const [pending, setPending] = useState<RegisterRequest>()

  if (handoff.linkRefused) {
    return (
      <AuthCard>
        <LinkRefused />
      </AuthCard>
    )
  }
  if (handoff.target) {
    return (
      <AuthCard>
        <RedirectScreen url={handoff.target.url} host={handoff.target.host} />
      </AuthCard>
    )
  }
  if (handoff.checking) {
    return (
      <AuthCard>
        <div role="status" className={styles.centered}>
          <span className={styles.spinner} aria-hidden="true" />
          <h1 className={styles.title}>Проверяем вход…</h1>
        </div>
      </AuthCard>
    )
  }

  const alert = handoff.tokenError ?? (search.error === 'yandex' ? YANDEX_FAILED : undefined)
  return (
    <AuthCard>
      <h1 className={styles.title}>
        {pending ? 'Подтверждение почты' : TITLES[tab]}
      </h1>
      {alert && (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      {pending ? (
        <RegistrationCodeStep
          request={pending}
          onBack={() => setPending(undefined)}
          onVerified={handoff.onSignedIn}
        />
      ) : (
        <>
          <Tabs label="Вход или регистрация" idPrefix="auth" items={TABS} value={tab} onChange={setTab} />
          <TabPanel idPrefix="auth" value={tab}>
            {tab === 'signin' ? (
              <>
                <SignInForm onSignedIn={handoff.onSignedIn} />
                <div className={styles.divider}>или</div>
                <YandexSignIn />
                <div className={styles.row}>
                  <route.Link to="/reset-password" className={styles.link}>
                    Забыли пароль?
                  </route.Link>
                </div>
              </>
            ) : (
              <RegisterForm
                initialValues={draft}
                onRegistered={(values, request) => {
                  setDraft(values)
                  setPending(request)
                }}
              />
            )}
          </TabPanel>
        </>
      )}
    </AuthCard>
  )
}
