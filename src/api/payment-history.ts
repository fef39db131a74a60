import { experimental_streamedQuery as streamedQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { requireToken } from './auth-required'
import { HistoryAnswerSchema, historyPages, type PaymentHistory } from './history-pages'
import { paymentsCall } from './payments'
import { readQuery, type ReadContext } from './read-query'
import { send } from './send'

// SPEC §7 GET /payments/payments/user, read in two steps (./history-pages), a large answer in a
// worker (./history-off-thread).

async function lastPage(entries: readonly unknown[]): Promise<PaymentHistory> {
  let last: PaymentHistory = { items: [], times: [], skipped: 0, complete: true }
  for await (const page of historyPages(entries)) last = page
  return last
}

/** The one schema of the answer: the app reads it by `historyPages`, the studio and tests through this. */
export const PaymentHistorySchema = v.pipeAsync(
  HistoryAnswerSchema,
  v.transformAsync(({ data }) => lastPage(data)),
)

export async function* fetchPaymentHistory({ signal }: ReadContext = {}): AsyncGenerator<PaymentHistory> {
  requireToken() // SPEC §6: refused with 'Нет авторизации' without a token
  // The bytes, not the text: the worker decodes a large answer, away from the page.
  const answer = send(paymentsCall, { headers: { accept: 'application/json' }, signal }).arrayBuffer()
  answer.catch(() => {}) // read, failure included, by readHistory once its code is here
  const { readHistory } = await loadHistoryReader()
  yield* readHistory(answer)
}

/**
 * The reader's code: loaded with the history's screen or its first read, not with every screen that
 * names the history's key (home invalidates it after a top-up): it stays out of the first load of /.
 */
export const loadHistoryReader = () => import('./history-off-thread')

export const paymentQueries = {
  all: () => ['payments'] as const,
  history: () =>
    readQuery(
      [...paymentQueries.all(), 'history'],
      // A refetch (after a top-up) keeps the shown history until the new one is read whole.
      streamedQuery<PaymentHistory, PaymentHistory>({
        streamFn: fetchPaymentHistory,
        refetchMode: 'replace',
        reducer: (_shown, page) => page,
        initialValue: { items: [], times: [], skipped: 0, complete: false },
      }),
      // Comparing a long history with the shown one is a long task, only to keep objects that the
      // screen derives its rows from again all the same (docs/performance.md, "Large lists").
      { call: paymentsCall, staleTime: 30_000, inlineError: true, structuralSharing: false },
    ),
}
