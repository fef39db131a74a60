import { getRouteApi } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { RegisterRequest } from '@/api/auth'
import { TabPanel, Tabs } from '@/ui/tabs'
import { AuthCard } from './auth-card'
import { LinkRefused } from './link-refused'
import { RedirectScreen } from './redirect-screen'
import type { RegistrationValues } from './register-form'
import { SignInForm } from './sign-in-form'
import { useHandoff } from './use-handoff'
import { YandexSignIn } from './yandex-sign-in'
import styles from './auth-forms.module.css'

const route = getRouteApi('/auth')

// Registration is the less common path: its forms load after the sign-in screen shows (size budget of /auth).
const loadRegisterForm = () => import('./register-form')
const loadCodeStep = () => import('./registration-code-step')
const RegisterForm = lazy(() => loadRegisterForm().then((module) => ({ default: module.RegisterForm })))
const RegistrationCodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.RegistrationCodeStep })))

function Loading() {
  return (
    <div role="status" className={styles.centered}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Загрузка…</span>
    </div>
  )
}

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
  const [draft, setDraft] = useState<RegistrationValues>()

  useEffect(() => {
    const preload = window.setTimeout(() => {
      void loadRegisterForm()
      void loadCodeStep()
    }, 1500)
    return () => window.clearTimeout(preload)
  }, [])
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
        <Suspense fallback={<Loading />}>
        <RegistrationCodeStep
          request={pending}
          onBack={() => setPending(undefined)}
          onVerified={handoff.onSignedIn}
        />
        </Suspense>
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
              <Suspense fallback={<Loading />}>
                <RegisterForm
                  initialValues={draft}
                  onRegistered={(values, request) => {
                    setDraft(values)
                    setPending(request)
                  }}
                />
              </Suspense>
            )}
          </TabPanel>
        </>
      )}
    </AuthCard>
  )
}
