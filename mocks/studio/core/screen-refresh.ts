// What the open screen read again after the last change in the studio, for the panel to say: support
// sees that a rule took effect at once, or that the screen does not read that call.

export type ScreenRefresh = {
  id: number
  /** The calls the change concerns, by their names; 'all' after a change of the data or the scenario. */
  asked: readonly string[] | 'all'
  /** Those the open screen read again. */
  read: readonly string[]
}

const listeners = new Set<() => void>()
let last: ScreenRefresh | undefined
let nextId = 1

export function reportRefresh(refresh: Omit<ScreenRefresh, 'id'>): void {
  last = { id: nextId++, ...refresh }
  listeners.forEach((listener) => listener())
}

export const lastRefresh = (): ScreenRefresh | undefined => last

export function subscribeRefresh(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
