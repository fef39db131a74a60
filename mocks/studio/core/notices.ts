import { storageKey } from '@/lib/base-path'

// Messages the mock has for support outside any section: a link that could not be opened, a
// restarted worker. They can arrive before the panel has loaded, so they wait here.

export type Notice = { id: number; text: string; tone: 'info' | 'error' }

const listeners = new Set<() => void>()
let notices: readonly Notice[] = []
let nextId = 1

export function notify(text: string, tone: Notice['tone'] = 'info') {
  notices = [...notices.filter((notice) => notice.text !== text), { id: nextId++, text, tone }]
  listeners.forEach((listener) => listener())
}

const AFTER_RELOAD_KEY = storageKey('lk-mock-notice-after-reload')

/** The texts waiting for the reload; none when storage is blocked or holds something else. */
function storedAfterReload(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(AFTER_RELOAD_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((text) => typeof text === 'string') : []
  } catch {
    return []
  }
}

/** For a page that is about to load again (a reproduction file opens its page): said once it has. */
export function notifyAfterReload(text: string) {
  try {
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify([...storedAfterReload(), text]))
  } catch {
    notify(text)
  }
}

function takeAfterReload() {
  const texts = storedAfterReload()
  try {
    sessionStorage.removeItem(AFTER_RELOAD_KEY)
  } catch {
    // Blocked storage kept nothing.
  }
  texts.forEach((text) => notify(text))
}
takeAfterReload()

export function dismissNotice(id: number) {
  notices = notices.filter((notice) => notice.id !== id)
  listeners.forEach((listener) => listener())
}

export function getNotices(): readonly Notice[] {
  return notices
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
