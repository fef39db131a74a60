import { useSuspenseQuery } from '@tanstack/react-query'
import { userQueries } from '@/api/user'
import { SignOutButton } from '@/features/auth/sign-out-button'

export function ProfileScreen() {
  const { data: user } = useSuspenseQuery(userQueries.me())
  return (
    <>
      <h1>Личные данные</h1>
      <p>{user.userName}</p>
      <SignOutButton />
    </>
  )
}
