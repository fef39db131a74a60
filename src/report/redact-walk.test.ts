import { describe, expect, it } from 'vitest'
import { placeholderFor } from './placeholder'
import { redactHar } from './redact'

// How redactHar walks what it is given, rule by rule: how deep it reads, which side a cookie is on,
// a base64 body, JSON inside a string, and a value that is already hidden.

const hide = placeholderFor('salt')

/** `levels` arrays around `inner`. */
function nested(levels: number, inner: unknown): unknown {
  let value = inner
  for (let level = 0; level < levels; level += 1) value = [value]
  return value
}

describe('redactHar reads', () => {
  it('objects down to depth 64, and removes what lies deeper as unreadable', () => {
    expect(redactHar(nested(64, { note: 'ok' }), 'salt')).toEqual({ value: nested(64, { note: 'ok' }), counts: {} })
    expect(redactHar(nested(65, { note: 'ok' }), 'salt')).toEqual({
      value: nested(65, hide('')),
      counts: { unreadable: 1 },
    })
  })

  it('JSON inside a string as one level below the string', () => {
    // { text } is depth 0, its string depth 1, the JSON in it from depth 2.
    expect(redactHar({ text: JSON.stringify(nested(62, { note: 'ok' })) }, 'salt').counts).toEqual({})
    expect(redactHar({ text: JSON.stringify(nested(63, { note: 'ok' })) }, 'salt').counts).toEqual({ unreadable: 1 })
  })

  it('a JSON text that starts after spaces or a line break, an array too', () => {
    expect(redactHar({ text: '\n  {"pin": 1234}' }, 'salt').value).toEqual({ text: `{"pin":"${hide('1234')}"}` })
    expect(redactHar({ text: '[{"pin": 1234}]' }, 'salt').value).toEqual({ text: `[{"pin":"${hide('1234')}"}]` })
  })

  it('a JSON text with nothing to hide back byte for byte, its spacing kept', () => {
    const text = '{ "note": "ok",\n  "list": [1, 2] }'
    expect(redactHar({ text }, 'salt')).toEqual({ value: { text }, counts: {} })
  })
})

describe('redactHar hides', () => {
  it('a secret field’s value by its text: the same password in a body and in an address reads the same', () => {
    const { value } = redactHar({ body: { password: 'Secret1' }, url: 'https://h/x?password=Secret1' }, 'salt')
    expect(value).toEqual({ body: { password: hide('Secret1') }, url: `https://h/x?password=${hide('Secret1')}` })
  })

  it('a value that is no text as its JSON, so two different ones read differently', () => {
    const { value } = redactHar({ a: { password: { v: 1 } }, b: { password: { v: 2 } }, c: { pin: 1234 } }, 'salt')
    expect(value).toEqual({
      a: { password: hide('{"v":1}') },
      b: { password: hide('{"v":2}') },
      c: { pin: hide('1234') },
    })
  })

  it('nothing twice: a value already hidden stays as it is and is not counted again', () => {
    const input = { password: hide('x'), request: { headers: [{ name: 'Authorization', value: hide('y') }] } }
    expect(redactHar(input, 'salt')).toEqual({ value: input, counts: {} })
  })

  it('a request’s cookies as cookies and a response’s as set cookies, wherever they are', () => {
    const cookie = { name: 'sid', value: 'abc' }
    const { counts } = redactHar({
      request: { cookies: [cookie] },
      response: { cookies: [cookie], content: { text: JSON.stringify({ request: { cookies: [cookie] } }) } },
    })
    expect(counts).toEqual({ cookie: 2, 'set-cookie': 1 })
  })
})

describe('redactHar decodes a base64 body', () => {
  it('into its text, checked as any text, the line breaks of the encoding ignored', () => {
    const encoded = btoa('{"token":"abc","note":"ok"}').replace(/(.{8})/g, '$1\r\n')
    const { value, counts } = redactHar(
      { content: { mimeType: 'application/json', encoding: 'base64', text: encoded } },
      'salt',
    )
    expect(value).toEqual({ content: { mimeType: 'application/json', text: `{"token":"${hide('abc')}","note":"ok"}` } })
    expect(counts).toEqual({ token: 1 })
  })

  it('and drops one that is not UTF-8 text, counted as unreadable', () => {
    for (const text of [btoa('\xff\xfe\x00'), '%%%not base64%%%']) {
      const { value, counts } = redactHar({ content: { mimeType: 'image/png', encoding: 'base64', text } }, 'salt')
      expect(value).toEqual({ content: { mimeType: 'image/png', text: '' } })
      expect(counts).toEqual({ unreadable: 1 })
    }
  })

  it('but leaves a base64 mark without a text as it is', () => {
    const input = { content: { mimeType: 'text/plain', encoding: 'base64', text: 5 } }
    expect(redactHar(input, 'salt')).toEqual({ value: input, counts: {} })
  })
})
