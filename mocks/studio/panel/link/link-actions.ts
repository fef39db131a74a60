import { flushMockStorage } from '../../../storage'
import { appUrl } from '@/lib/base-path'
import { downloadText, fileStamp } from '@/ui/download'
import { copyText } from '../shared/panel-actions'
import { checkState, CORRUPT, encodeState } from '../../link/link-codec'
import { openAppPage } from '../../core/app-bridge'
import { notifyAfterReload } from '../../core/notices'
import type { ReproState } from '../../link/repro-schema'
import { applyRepro, currentRepro, reproUrl } from '../../link/repro'
import { gatePage } from '../../privacy/page-gate'
import { hidePersonal } from '../../privacy/privacy'
import { studioFailure } from '../../core/studio-failure'
import { pseudonymiseRepro } from '../../link/pseudonymise-repro'

// What the "Ссылка" section does: the link (or the file when the link would be too long) and the file's import.

/** Links past this length break in chats and some browsers; the file takes over. */
export const LINK_LIMIT = 16_000
const FILE_FORMAT = 'lk-mock-repro'
const BROKEN_FILE = 'Файл воспроизведения повреждён. Данные и правила не изменены.'
/** Checked before the file is read: the panel's own files stay far below it. */
export const REPRO_FILE_LIMIT = 20 * 1024 * 1024
const UNREADABLE_FILE = 'Файл не удалось прочитать: выберите его снова. Данные и правила не изменены.'
const TOO_LARGE_FILE = 'Файл воспроизведения больше 20 МБ: мок-панель таких не делает. Данные и правила не изменены.'

export type LinkResult =
  | { kind: 'copied'; url: string }
  | { kind: 'shown'; url: string }
  | { kind: 'too-long'; length: number }
  | { kind: 'failed' }
  | { kind: 'broken'; message: string }

/** The open page's reproduction as it leaves the studio: with stand-ins, or marked as carrying real data. */
function sharedRepro(): ReproState {
  const state = currentRepro()
  return hidePersonal() ? pseudonymiseRepro(state) : { ...state, personal: true }
}

export async function copyReproLink(): Promise<LinkResult> {
  try {
    const state = sharedRepro()
    const url = reproUrl(state, await encodeState(state))
    if (url.length > LINK_LIMIT) return { kind: 'too-long', length: url.length }
    return (await copyText(url)) ? { kind: 'copied', url } : { kind: 'shown', url }
  } catch (error) {
    // CompressionStream is missing only in very old browsers; anything else is the studio's failure.
    return typeof CompressionStream === 'undefined'
      ? { kind: 'failed' }
      : { kind: 'broken', message: studioFailure(error) }
  }
}

export function downloadRepro() {
  const file = { format: FILE_FORMAT, ...sharedRepro() }
  downloadText(`mock-repro-${fileStamp()}.json`, JSON.stringify(file, null, 2), 'application/json')
}

/**
 * Applies a downloaded reproduction and opens its page; resolves to the message when the file is bad,
 * or when the studio failed on a good one.
 */
export async function openReproFile(file: File): Promise<string> {
  if (file.size > REPRO_FILE_LIMIT) return TOO_LARGE_FILE
  let text: string
  try {
    text = await file.text()
  } catch {
    return UNREADABLE_FILE
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'Это не файл воспроизведения: внутри не JSON. Данные и правила не изменены.'
  }
  try {
    return await openReproValue(value)
  } catch (error) {
    return studioFailure(error)
  }
}

async function openReproValue(value: unknown): Promise<string> {
  if (typeof value !== 'object' || value === null || !('format' in value) || value.format !== FILE_FORMAT) {
    return 'Это не файл воспроизведения мок-панели. Данные и правила не изменены.'
  }
  const { format: _format, ...rest } = value
  const checked = checkState(rest, 'file')
  if (!checked.ok) return checked.message === CORRUPT ? BROKEN_FILE : checked.message
  applyRepro(checked.state, 'file')
  await flushMockStorage()
  const gated = gatePage(checked.state.page)
  const page = appUrl(gated.path)
  page.searchParams.set('scenario', checked.state.scenario)
  checked.notes?.forEach((note) => notifyAfterReload(note))
  if (gated.note) notifyAfterReload(gated.note)
  openAppPage(page)
  return ''
}
