import type { Query, QueryClient } from '@tanstack/react-query'
import type { ApiCall } from './call'

/**
 * Reads these calls again as a screen opened now would (the mock's studio, after its rules or data
 * changed): their cached answers are dropped, so a call that fails now shows its failure rather than
 * the old data, and what is on screen reads at once. Resolves to the calls the open screen read.
 */
export async function readAgain(queryClient: QueryClient, calls: ReadonlySet<ApiCall> | 'all'): Promise<ApiCall[]> {
  const predicate = (query: Query) => {
    const call = query.meta?.call
    return calls === 'all' || (call !== undefined && calls.has(call))
  }
  const onScreen = queryClient.getQueryCache().findAll({ predicate, type: 'active' })
  await queryClient.resetQueries({ predicate })
  return [...new Set(onScreen.flatMap((query) => query.meta?.call ?? []))]
}
