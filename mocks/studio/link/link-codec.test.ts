import { describe, expect, it } from 'vitest'
import { toBase64Url } from './base64url'
import {
  checkState,
  CORRUPT,
  decodeState,
  encodeState,
  FRAGMENT_LIMIT,
  TOO_LARGE,
  unknownVersion,
  UNPACKED_LIMIT,
} from './link-codec'
import type { ReproState } from './repro-schema'
import { unknownKindMessage } from '../rules/unknown-kind'
import { publicCollections } from '../data/link-data'
import { seed } from '../../seed'

const [demo] = publicCollections(seed('default')).users
if (!demo) throw new Error('The seed has no demo user')

const state: ReproState = {
  v: 1,
  page: '/profile/devices?tab=1',
  scenario: 'default',
  session: 's-1',
  rules: [
    {
      call: 'top-up-card',
      outcome: { kind: 'status', status: 400, message: 'Ошибка', errors: { amount: ['Слишком мало'] } },
      scope: { kind: 'nth', n: 1 },
      origin: 'manual',
    },
    { call: 'devices', outcome: { kind: 'malformed', variant: 'html' }, scope: { kind: 'first', n: 2 }, origin: 'har' },
  ],
  data: {
    users: [{ ...demo, id: 7, email: 'клиент@пример.рф', userName: 'Клиент', balance: 3217.4 }],
    nextUserId: 20000,
  },
}

describe('the reproduction link codec', () => {
  it('gives back what it encoded, in URL-safe characters', async () => {
    const text = await encodeState(state)
    expect(text).toMatch(/^1\.[A-Za-z0-9_-]+$/)
    expect(await decodeState(text)).toEqual({ ok: true, state })
  })

  const deflated = async (json: string) => {
    const source = new Response(new TextEncoder().encode(json)).body
    if (!source) throw new Error('no stream')
    const stream = source.pipeThrough(new CompressionStream('deflate-raw'))
    return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()))
  }

  it.each([
    ['an empty text', ''],
    ['no version', 'abcdef'],
    ['characters outside base64url', '1.ab+/=='],
    ['bytes that are not deflate', '1.AAAAAAAA'],
    ['a cut-off link', async () => (await encodeState(state)).slice(0, 30)],
    ['deflated text that is not JSON', async () => `1.${await deflated('не JSON')}`],
    ['JSON of the wrong shape', async () => `1.${await deflated('{"v":1,"page":"x"}')}`],
  ])('rejects %s with a clear message', async (_name, input) => {
    const text = typeof input === 'function' ? await input() : input
    expect(await decodeState(text)).toEqual({ ok: false, message: CORRUPT })
  })

  it('names a rule of an unknown kind', async () => {
    const rules = [{ ...state.rules[0], outcome: { kind: 'boom' } }]
    const text = `1.${await deflated(JSON.stringify({ ...state, rules }))}`
    expect(await decodeState(text)).toEqual({ ok: false, message: unknownKindMessage('boom') })
  })

  it.each([
    ['a newer prefix', '2.abc', '2'],
    ['a newer version inside', async () => `1.${await deflated(JSON.stringify({ ...state, v: 3 }))}`, '3'],
  ])('names the unknown version of %s', async (_name, input, version) => {
    const text = typeof input === 'function' ? await input() : input
    expect(await decodeState(text)).toEqual({ ok: false, message: unknownVersion(version) })
  })

  it('names the file, not a link, when a reproduction file is of an unknown kind or version', () => {
    const rules = [{ ...state.rules[0], outcome: { kind: 'boom' } }]
    expect(checkState({ ...state, rules }, 'file')).toEqual({
      ok: false,
      message:
        'В файле есть правило неизвестного вида «boom»: его сделала другая версия мок-панели. Данные и правила не изменены.',
    })
    expect(checkState({ ...state, v: 'x'.repeat(1000) }, 'file')).toEqual({
      ok: false,
      message: `Файл создан версией ${'x'.repeat(20)} мок-панели, а эта понимает только версию 1. Данные и правила не изменены.`,
    })
  })

  it('says in Russian that a link is broken or too large', async () => {
    expect(await decodeState('')).toEqual({ ok: false, message: expect.stringMatching(/^Ссылка повреждена: /) })
    expect(await decodeState(`1.${'A'.repeat(FRAGMENT_LIMIT)}`)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Ссылка слишком большая: /),
    })
  })

  it('reads a link pasted with spaces around it, and refuses text before its version', async () => {
    const text = await encodeState(state)
    expect(await decodeState(`  ${text}\n`)).toEqual({ ok: true, state })
    expect(await decodeState(`x${text}`)).toEqual({ ok: false, message: CORRUPT })
  })

  it('names a version of several digits whole', async () => {
    expect(await decodeState('10.abc')).toEqual({
      ok: false,
      message: 'Ссылка создана версией 10 мок-панели, а эта понимает только версию 1. Данные и правила не изменены.',
    })
  })

  it('refuses a link whose text is not UTF-8 rather than reading it with stand-in characters', async () => {
    const marked = { ...state, data: { ...state.data, users: [{ ...state.data.users?.[0], userName: 'Клиент#' }] } }
    const bytes = new TextEncoder().encode(JSON.stringify(marked))
    bytes[bytes.indexOf('#'.charCodeAt(0))] = 0xff
    const source = new Response(bytes).body
    if (!source) throw new Error('no stream')
    const packed = new Uint8Array(
      await new Response(source.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
    )
    expect(await decodeState(`1.${toBase64Url(packed)}`)).toEqual({ ok: false, message: CORRUPT })
  })

  it('says which records of a link it left out, and only then', async () => {
    const users = [...(state.data.users ?? []), { id: 'not a user' }]
    const result = await decodeState(
      `1.${await deflated(JSON.stringify({ ...state, data: { ...state.data, users } }))}`,
    )
    expect(result).toMatchObject({ ok: true, notes: [expect.any(String)] })
  })

  it.each([
    ['nothing', null],
    ['a text', 'v'],
    ['an object without a version or rules', { page: '/' }],
  ])('refuses %s as a reproduction', (_name, value) => {
    expect(checkState(value)).toEqual({ ok: false, message: CORRUPT })
  })

  it('refuses a fragment past the limit before unpacking it, and stops unpacking at its cap', async () => {
    expect(await decodeState(`1.${'A'.repeat(FRAGMENT_LIMIT + 1)}`)).toEqual({ ok: false, message: TOO_LARGE })
    // At the limit exactly, the link is read (here: bytes that are not deflate).
    expect(await decodeState(`1.${'A'.repeat(FRAGMENT_LIMIT - 2)}`)).toEqual({ ok: false, message: CORRUPT })
    const bomb = await deflated(' '.repeat(UNPACKED_LIMIT + 1))
    expect(bomb.length).toBeLessThan(FRAGMENT_LIMIT)
    expect(await decodeState(`1.${bomb}`)).toEqual({ ok: false, message: TOO_LARGE })
    // At the cap exactly, the link is unpacked and read (here: spaces, which are no JSON).
    expect(await decodeState(`1.${await deflated(' '.repeat(UNPACKED_LIMIT))}`)).toEqual({
      ok: false,
      message: CORRUPT,
    })
  })
})
