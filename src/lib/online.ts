import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

// The one record of whether the browser is online: TanStack Query's onlineManager, which follows
// the window's online/offline events (tests switch it with onlineManager.setOnline).

export function isOnline() {
  return onlineManager.isOnline()
}

/** Calls back with the new state on every change; returns the unsubscribe. */
export function onOnlineChange(listener: (online: boolean) => void) {
  return onlineManager.subscribe(listener)
}

/** The browser's online state for a component; re-renders when it changes. */
export function useOnline() {
  return useSyncExternalStore(onOnlineChange, isOnline, () => true)
}

/**
 * The fetch every API call goes through: offline, it fails at once as a network error, so nothing
 * is queued for later (a service worker could otherwise still answer, or a request wait for the signal).
 */
export const onlineFetch: typeof fetch = (input, init) =>
  isOnline() ? globalThis.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'))
