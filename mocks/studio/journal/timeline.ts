import type { RecordedCall } from '@/report/har-entry'

// The last calls the mock answered, newest last: the panel's "Журнал" and its HAR export.
// Kept in memory only (a reload starts a new journal) and capped, so a long session stays light.

export const TIMELINE_LIMIT = 200

/** A call as the portal's report records it (status undefined while waiting), plus the studio's marks. */
export type TimelineEntry = RecordedCall & {
  requestId: string
  /** The fault rule that answered or delayed it. */
  ruleId?: string
}

const entries: TimelineEntry[] = []
const listeners = new Set<() => void>()
let snapshot: readonly TimelineEntry[] = []

function changed() {
  snapshot = [...entries]
  listeners.forEach((listener) => listener())
}

export function recordStart(entry: Omit<TimelineEntry, 'responseHeaders'>) {
  entries.push({ ...entry, responseHeaders: [] })
  if (entries.length > TIMELINE_LIMIT) entries.splice(0, entries.length - TIMELINE_LIMIT)
  changed()
}

export function recordEnd(requestId: string, update: Partial<TimelineEntry>) {
  const entry = entries.find((candidate) => candidate.requestId === requestId)
  if (!entry) return
  Object.assign(entry, update)
  changed()
}

/** Rules answer before the entry may exist (the worker's events arrive later), so the mark waits. */
const ruleMarks = new Map<string, string>()
export function markRule(requestId: string, ruleId: string) {
  ruleMarks.set(requestId, ruleId)
  recordEnd(requestId, { ruleId })
}
export function takeRuleMark(requestId: string): string | undefined {
  const ruleId = ruleMarks.get(requestId)
  ruleMarks.delete(requestId)
  return ruleId
}

export function getTimeline(): readonly TimelineEntry[] {
  return snapshot
}

export function clearTimeline() {
  entries.length = 0
  changed()
}

export function subscribeTimeline(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
