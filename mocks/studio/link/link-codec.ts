import * as v from 'valibot'
import { fromBase64Url, toBase64Url } from './base64url'
import { unknownKindMessage, unknownRuleKind } from '../rules/unknown-kind'
import { LINK_VERSION, ReproSchema, type ReproState } from './repro-schema'

// A reproduction as text: "1." + base64url(deflate-raw(JSON)). The leading version lets a later
// format be told apart from a broken link.

export type Decoded = { ok: true; state: ReproState } | { ok: false; message: string }

export const CORRUPT = 'Ссылка повреждена: её не удалось прочитать. Данные и правила не изменены.'
export const unknownVersion = (version: string) =>
  `Ссылка создана версией ${version} мок-панели, а эта понимает только версию ${LINK_VERSION}. Данные и правила не изменены.`

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const source = new Response(bytes as BodyInit).body
  if (!source) throw new Error('no body stream')
  return new Uint8Array(await new Response(source.pipeThrough(stream)).arrayBuffer())
}

export async function encodeState(state: ReproState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state))
  return `${LINK_VERSION}.${toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))}`
}

/** Checks a decoded value; shared by the link and the downloaded file. */
export function checkState(value: unknown): Decoded {
  if (typeof value === 'object' && value && 'v' in value && value.v !== LINK_VERSION) {
    return { ok: false, message: unknownVersion(String(value.v)) }
  }
  const unknown = typeof value === 'object' && value && 'rules' in value ? unknownRuleKind(value.rules) : undefined
  if (unknown !== undefined) return { ok: false, message: unknownKindMessage(unknown) }
  const result = v.safeParse(ReproSchema, value)
  return result.success ? { ok: true, state: result.output } : { ok: false, message: CORRUPT }
}

export async function decodeState(text: string): Promise<Decoded> {
  const match = /^(\d+)\.(.*)$/s.exec(text.trim())
  if (!match) return { ok: false, message: CORRUPT }
  const [, version = '', payload = ''] = match
  if (Number(version) !== LINK_VERSION) return { ok: false, message: unknownVersion(version) }
  try {
    const json = await pipe(fromBase64Url(payload), new DecompressionStream('deflate-raw'))
    return checkState(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)))
  } catch {
    return { ok: false, message: CORRUPT }
  }
}
