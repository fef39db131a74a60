import * as v from 'valibot'
import { readLinkData } from '../data/link-records'
import { fromBase64Url, toBase64Url } from './base64url'
import { unknownKindMessage, unknownRuleKind } from '../rules/unknown-kind'
import { LINK_VERSION, ReproSchema, type ReproState } from './repro-schema'

// A reproduction as text: "1." + base64url(deflate-raw(JSON)). The leading version lets a later
// format be told apart from a broken link.

/** `notes` say what of the data was left out or changed; absent when it all came as sent. */
export type Decoded = { ok: true; state: ReproState; notes?: string[] } | { ok: false; message: string }

export const CORRUPT = 'Ссылка повреждена: её не удалось прочитать. Данные и правила не изменены.'
/** A link this long was not made by the panel (it offers a file past 16 000 characters). */
export const FRAGMENT_LIMIT = 200_000
/** What a link may unpack to; unpacking stops here, so a crafted link cannot fill the memory. */
export const UNPACKED_LIMIT = 8 * 1024 * 1024
export const TOO_LARGE =
  'Ссылка слишком большая: мок-панель таких не делает, для больших данных она предлагает файл. Данные и правила не изменены.'

/** Where a reproduction came from: its messages name the link or the file support opened. */
export type ReproSource = 'link' | 'file'
const MADE: Record<ReproSource, string> = { link: 'Ссылка создана', file: 'Файл создан' }
/** The source in the prepositional case, as unknownKindMessage takes it. */
const INSIDE: Record<ReproSource, string> = { link: 'ссылке', file: 'файле' }

export const unknownVersion = (version: string, source: ReproSource = 'link') =>
  `${MADE[source]} версией ${version} мок-панели, а эта понимает только версию ${LINK_VERSION}. Данные и правила не изменены.`

async function deflate(bytes: Uint8Array) {
  const source = new Response(bytes as BodyInit).body
  if (!source) throw new Error('no body stream')
  return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer())
}

class TooLarge extends Error {}

/** Inflates chunk by chunk and stops at UNPACKED_LIMIT. */
async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const source = new Response(bytes as BodyInit).body
  if (!source) throw new Error('no body stream')
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > UNPACKED_LIMIT) {
      await reader.cancel()
      throw new TooLarge()
    }
    chunks.push(value)
  }
  const whole = new Uint8Array(size)
  chunks.reduce((offset, chunk) => (whole.set(chunk, offset), offset + chunk.byteLength), 0)
  return whole
}

export async function encodeState(state: ReproState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state))
  return `${LINK_VERSION}.${toBase64Url(await deflate(json))}`
}

/** Checks a decoded value; shared by the link and the downloaded file, each named in its messages. */
export function checkState(value: unknown, source: ReproSource = 'link'): Decoded {
  if (typeof value === 'object' && value && 'v' in value && value.v !== LINK_VERSION) {
    return { ok: false, message: unknownVersion(String(value.v).slice(0, 20), source) }
  }
  const unknown = typeof value === 'object' && value && 'rules' in value ? unknownRuleKind(value.rules) : undefined
  if (unknown !== undefined) return { ok: false, message: unknownKindMessage(unknown, INSIDE[source]) }
  const result = v.safeParse(ReproSchema, value)
  if (!result.success) return { ok: false, message: CORRUPT }
  const { data, notes } = readLinkData(result.output.data)
  return { ok: true, state: { ...result.output, data }, ...(notes.length > 0 && { notes }) }
}

export async function decodeState(text: string): Promise<Decoded> {
  if (text.length > FRAGMENT_LIMIT) return { ok: false, message: TOO_LARGE }
  const match = /^(\d+)\.(.*)$/s.exec(text.trim())
  if (!match) return { ok: false, message: CORRUPT }
  const [, version = '', payload = ''] = match
  if (Number(version) !== LINK_VERSION) return { ok: false, message: unknownVersion(version) }
  let value: unknown
  try {
    const json = await inflate(fromBase64Url(payload))
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json))
  } catch (error) {
    // Only the link's own bytes are read here: what fails is the link (base64url, deflate, UTF-8, JSON).
    return { ok: false, message: error instanceof TooLarge ? TOO_LARGE : CORRUPT }
  }
  return checkState(value)
}
