import { expect, it } from 'vitest'
import type { Device } from '@/api/devices'
import { backToRootAfterEach, underBase as loadUnderBase } from '../../../tests/under-base'

// Two previews on one origin share its localStorage: each keeps its own record of sessions seen.

const device = (id: string, isCurrent = false): Device => ({
  id,
  userAgent: '',
  ipAddress: '',
  lastActivity: '',
  isCurrent,
})

const underBase = (base: string) => loadUnderBase(base, () => import('./seen-sessions'))
backToRootAfterEach()

it('marks a session new in one preview whatever another preview on the origin has seen', async () => {
  const pr7 = await underBase('/preview/pr-7/')
  pr7.rememberSessions('1', [device('here', true), device('phone')])
  const pr8 = await underBase('/preview/pr-8/')
  // pr-8 sees the account the first time: everything it lists is known, a later session is new.
  pr8.rememberSessions('1', [device('here', true)])
  const later = [device('here', true), device('phone'), device('tablet')]
  expect(pr8.newSessionIds(pr8.seenSnapshot()['1'], later)).toEqual(new Set(['phone', 'tablet']))
  expect(pr7.newSessionIds(pr7.seenSnapshot()['1'], later)).toEqual(new Set(['tablet']))
})
