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
