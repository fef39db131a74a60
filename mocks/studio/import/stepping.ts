import * as v from 'valibot'
import { readStored, writeStored } from '../../storage'
import { notifyDataChanged, whenAppIdle } from '../core/app-bridge'
import { setMomentFailures } from '../rules/moment-rules'
import { failuresAt } from './moment-plan'
import { SteppingSchema, type MomentPlan, type StepBy, type Stepping } from './moment-schema'
import { openMoment } from './open-moment'

// Stepping through a customer's report: the moments an import planned, and the one open now.
// Stored with the mock's data, so a reload stays on the moment; "Закончить" ends it and the moment's
// failures with it (the data stays as the moment left it, as an import's does).

const STORAGE_KEY = 'studio:stepping'

const listeners = new Set<() => void>()
let state: Stepping | undefined | null = null

export function getStepping(): Stepping | undefined {
  if (state === null) {
    const stored = readStored<unknown>(STORAGE_KEY)
    const checked = v.safeParse(SteppingSchema, stored)
    state = checked.success ? checked.output : undefined
  }
  return state
}

function commit(next: Stepping | undefined) {
  state = next
  writeStored(STORAGE_KEY, next)
  listeners.forEach((listener) => listener())
}

export function subscribeStepping(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** After an import of a customer's report: its moments, none open yet (the import shows the last). */
export function offerMoments(plan: MomentPlan | undefined, timeZone: string | undefined): void {
  setMomentFailures(undefined)
  commit(plan?.moments.length ? { plan, by: 'page', ...(timeZone && { timeZone }) } : undefined)
}

/** The moments "Назад" and "Дальше" stop at: by page, the last one before each next page opens. */
export function stopsOf(plan: MomentPlan, by: StepBy): number[] {
  const { moments } = plan
  return moments.flatMap((_, index) =>
    by === 'row' || index === moments.length - 1 || moments[index + 1]?.kind === 'route' ? [index] : [],
  )
}

/** The stop before or after `at` (before the first open moment: the first stop either way). */
export function stopFrom(plan: MomentPlan, by: StepBy, at: number | undefined, direction: -1 | 1) {
  const stops = stopsOf(plan, by)
  if (at === undefined) return stops[0]
  return direction === 1 ? stops.find((stop) => stop > at) : stops.findLast((stop) => stop < at)
}

/**
 * One moment opens at a time, each once the screen the last one opened has read its data: a screen
 * read again while a page's loader waits would cancel the loader's read. Steps taken meanwhile move
 * the bar at once, and only the moment they end on opens.
 */
const SETTLE_LIMIT_MS = 5_000
let opening = Promise.resolve()
let opened: { plan: MomentPlan; at: number } | undefined

async function openLatest(): Promise<void> {
  await whenAppIdle(SETTLE_LIMIT_MS)
  const current = getStepping()
  const at = current?.at
  if (!current || at === undefined || (opened?.plan === current.plan && opened.at === at)) return
  opened = { plan: current.plan, at }
  await openMoment(current.plan, at)
}

export function goToMoment(index: number): Promise<void> {
  const current = getStepping()
  if (!current || !current.plan.moments[index]) return opening
  commit({ ...current, at: index })
  opening = opening.then(openLatest, openLatest)
  return opening
}

export function stepBy(by: StepBy): void {
  const current = getStepping()
  if (current) commit({ ...current, by })
}

/**
 * A moment someone else had open (a reproduction link or file), whose data the link already set:
 * the bar and the moment's failures come back as they were. A link without one ends any stepping.
 */
export function restoreStepping(stepping: Stepping | undefined): void {
  if (!stepping) return offerMoments(undefined, undefined)
  const { plan, at } = stepping
  setMomentFailures(at === undefined ? undefined : failuresAt(plan, at))
  opened = at === undefined ? undefined : { plan, at }
  commit(stepping)
}

/** Ends stepping: the moment's failures go, the data stays as the moment left it. */
export function finishStepping(): void {
  const current = getStepping()
  if (!current) return
  setMomentFailures(undefined)
  opened = undefined
  commit({ ...current, at: undefined })
  notifyDataChanged()
}
