import { useSuspenseQuery } from '@tanstack/react-query'
import { userQueries } from '@/api/user'

export function HomeScreen() {
  const { data: user } = useSuspenseQuery(userQueries.me())
  return <h1>Здравствуйте, {user.firstName || user.userName}</h1>
}
