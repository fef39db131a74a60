import { clearToken, getToken, onTokenChangedElsewhere, setToken } from './token'

// How a session ends decides what the user is told and where they go next:
// 'signed-out' — they asked; 'expired' — a backend answered 401; 'elsewhere' — another tab signed out.
export type SessionEnd = 'signed-out' | 'expired' | 'elsewhere'
type Listener = (reason: SessionEnd) => void
const listeners = new Set<Listener>()

function end(reason: SessionEnd) {
  clearToken()
  listeners.forEach((listener) => listener(reason))
}

export function startSession(token: string) {
  setToken(token)
}

export function signOut() {
  if (getToken() !== null) end('signed-out')
}

/** A 401 ends the session exactly once, however many requests fail together. */
export function expireSession(tokenUsed: string | null) {
  const current = getToken()
  if (current === null) return // already ended by an earlier failure
  if (tokenUsed !== null && tokenUsed !== current) return // a newer sign-in replaced that token
  end('expired')
}

export function onSessionEnd(listener: Listener) {
  listeners.add(listener)
  const stopWatchingTabs = onTokenChangedElsewhere((token) => {
    if (token === null) listener('elsewhere')
  })
  return () => {
    listeners.delete(listener)
    stopWatchingTabs()
  }
}
