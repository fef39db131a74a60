import { getRouteApi } from '@tanstack/react-router'
import { AuthCard } from './auth-card'
import { SignInForm } from './sign-in-form'
import styles from './auth-forms.module.css'

const route = getRouteApi('/auth')

export function AuthScreen() {
  const { redirect } = route.useSearch()
  return (
    <AuthCard>
      <h1 className={styles.title}>Вход</h1>
      <SignInForm redirect={redirect} />
    </AuthCard>
  )
}
