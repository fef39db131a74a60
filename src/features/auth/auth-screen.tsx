import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { RegisterRequest } from '@/api/auth'
import { preloadedComponent } from '@/lib/preloaded-component'
import { TabPanel, Tabs } from '@/ui/tabs'
import { AuthCard } from './auth-card'
import { RedirectScreen } from './redirect-screen'
import { handedToken } from './handed-token'
import { acceptHandedToken, type Handoff } from './handoff'
import type { RegistrationValues } from './register-form'
import { SignInForm } from './sign-in-form'
import { YandexSignIn } from './yandex-sign-in'
import styles from './auth-forms.module.css'

const route = getRouteApi('/auth')

// Registration is the less common path: its forms stay out of the sign-in screen's first load (size
// budget of /auth) and arrive once it is shown and the browser is idle, so a tap on "Регистрация"
// waits for no download and shows the form in the tap's own frame.
const RegisterForm = preloadedComponent(() => import('./register-form'))
const RegistrationCodeStep = preloadedComponent(() => import('./registration-code-step'))
// Rarer still: a refused hand-off link and the account question load only when they are the answer.
const LinkRefused = lazy(() => import('./link-refused').then((module) => ({ default: module.LinkRefused })))
const SwitchAccount = lazy(() => import('./switch-account').then((module) => ({ default: module.SwitchAccount })))

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

/** `handoff` is the route loader's decision (handoff.ts); signing in runs the route's guards again. */
export function AuthScreen({ handoff }: { handoff: Handoff }) {
  const search = route.useSearch()
  const router = useRouter()
  const queryClient = useQueryClient()
  const onSignedIn = () => void router.invalidate()
  const [tab, setTab] = useState<Tab>('signin')
  const [draft, setDraft] = useState<RegistrationValues>()

  const [pending, setPending] = useState<RegisterRequest>()

  if (handoff.kind === 'refused') {
    return (
      <AuthCard>
        <Suspense fallback={<Loading />}>
          <LinkRefused />
        </Suspense>
      </AuthCard>
    )
  }
  if (handoff.kind === 'redirect') {
    return (
      <AuthCard>
        <RedirectScreen url={handoff.url} host={handoff.host} />
      </AuthCard>
    )
  }
  if (handoff.kind === 'switch-account') {
    return (
      <AuthCard>
        <Suspense fallback={<Loading />}>
          <SwitchAccount
            onSwitch={() => {
              acceptHandedToken(queryClient)
              onSignedIn()
            }}
            onStay={() => {
              handedToken.drop()
              onSignedIn()
            }}
          />
        </Suspense>
      </AuthCard>
    )
  }

  const alert = handoff.alert ?? (search.error === 'yandex' ? YANDEX_FAILED : undefined)
  return (
    <AuthCard>
      <h1 className={styles.title}>{pending ? 'Подтверждение почты' : TITLES[tab]}</h1>
      {alert && (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      {pending ? (
        <Suspense fallback={<Loading />}>
          <RegistrationCodeStep request={pending} onBack={() => setPending(undefined)} onVerified={onSignedIn} />
        </Suspense>
      ) : (
        <>
          <Tabs label="Вход или регистрация" idPrefix="auth" items={TABS} value={tab} onChange={setTab} />
          <TabPanel idPrefix="auth" value={tab}>
            {tab === 'signin' ? (
              <>
                <SignInForm onSignedIn={onSignedIn} />
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
