import { appPage } from '@/api/app-page'

// The gate for every page a file or a link names (a reproduction's page, a report's last route): the
// app's own rule (src/api/app-page.ts) decides, and the note says what was replaced or dropped.

const SHOWN = 80

export type GatedPage = { path: string; note?: string }

const shown = (page: string) => (page.length > SHOWN ? `${page.slice(0, SHOWN)}…` : page)
const REASONS = {
  elsewhere: 'не страница портала',
  'hand-off': 'передаёт вход через Яндекс дальше',
}

/** `location`, not `window.location`: the import's worker gates a report's last route too. */
export function gatePage(page: string, origin = location.origin): GatedPage {
  const found = appPage(page, origin)
  if (!found.ok) {
    return { path: '/', note: `Страница «${shown(page)}» — ${REASONS[found.reason]}, поэтому открыта главная.` }
  }
  const { path, dropped } = found
  if (dropped.length === 0) return { path }
  const removed = dropped.map((name) => (name === '#' ? 'часть после #' : `параметр ${name}`))
  return { path, note: `Из адреса страницы убрано: ${removed.join(', ')}. Открыта страница ${path}.` }
}
