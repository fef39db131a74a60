import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Device } from '@/api/devices'
import { userQueries } from '@/api/user'
import {
  acknowledgeSession,
  newSessionIds,
  rememberSessions,
  seenSnapshot,
  subscribeSeen,
  type SeenRecord,
} from './seen-sessions'

const NOTHING_SEEN: SeenRecord = {}

/** Which of the account's sessions are new to this browser, and "Это я" for one of them. */
export function useNewSessions(devices: Device[] | undefined) {
  const { data: user } = useQuery(userQueries.me())
  const accountId = user?.id
  const record = useSyncExternalStore(subscribeSeen, seenSnapshot, () => NOTHING_SEEN)
  const known = accountId === undefined ? undefined : record[accountId]
  const newIds = useMemo(() => newSessionIds(known, devices ?? []), [known, devices])
  // After the render that read the record: an account seen the first time shows nothing as new.
  useEffect(() => {
    if (accountId !== undefined && devices) rememberSessions(accountId, devices)
  }, [accountId, devices])
  const acknowledge = useCallback(
    (sessionId: string) => {
      if (accountId !== undefined) acknowledgeSession(accountId, sessionId)
    },
    [accountId],
  )
  return { newIds, acknowledge }
}
