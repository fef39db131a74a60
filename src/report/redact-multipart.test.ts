import { describe, expect, it } from 'vitest'
import type { RedactionKind } from './redact-kinds'
import { redactMultipart } from './redact-multipart'

// A multipart/form-data body, read line by line: only the value of a part named like a secret is
// hidden, whole (over several lines), and every other byte stays as it was sent.

function redact(lines: string[], eol = '\r\n') {
  const hidden: [RedactionKind, string][] = []
  const text = redactMultipart(lines.join(eol), (kind, secret) => {
    hidden.push([kind, secret])
    return '[скрыто]'
  })
  return { lines: text.split(eol), hidden }
}

const part = (name: string, ...value: string[]) => [
  '--b',
  `Content-Disposition: form-data; name="${name}"`,
  '',
  ...value,
]

describe('a multipart body', () => {
  it('hides the value of a part named password, and keeps the others and the boundaries', () => {
    const body = [...part('login', 'ivan'), ...part('password', 'Secret1'), ...part('remember', 'on'), '--b--', '']
    expect(redact(body)).toEqual({
      lines: [...part('login', 'ivan'), ...part('password', '[скрыто]'), ...part('remember', 'on'), '--b--', ''],
      hidden: [['multipart', 'Secret1']],
    })
  })

  it('hides a value of several lines as one, its line ends kept, with LF or CRLF', () => {
    expect(redact([...part('token', 'first', 'second'), '--b--'])).toEqual({
      lines: [...part('token', '[скрыто]'), '--b--'],
      hidden: [['multipart', 'first\r\nsecond']],
    })
    expect(redact([...part('token', 'first', 'second'), '--b--'], '\n')).toEqual({
      lines: [...part('token', '[скрыто]'), '--b--'],
      hidden: [['multipart', 'first\nsecond']],
    })
  })

  it('reads the part’s other headers as headers, and the value only after the blank line', () => {
    const body = [
      '--b',
      'Content-Disposition: form-data; name="password"',
      'Content-Type: text/plain',
      '',
      'x',
      '--b--',
    ]
    expect(redact(body)).toEqual({
      lines: [
        '--b',
        'Content-Disposition: form-data; name="password"',
        'Content-Type: text/plain',
        '',
        '[скрыто]',
        '--b--',
      ],
      hidden: [['multipart', 'x']],
    })
  })

  it('leaves an empty value, a hidden one, and a part with no value at all as they are', () => {
    for (const body of [
      [...part('password', ''), '--b--'],
      [...part('password', '[скрыто]'), '--b--'],
      ['--b', 'Content-Disposition: form-data; name="password"', '--b--'],
    ]) {
      expect(redact(body)).toEqual({ lines: body, hidden: [] })
    }
  })

  it('ends a secret part at the next boundary: the next part, named or not, is its own', () => {
    const body = [...part('password', 'a'), '--b', 'Content-Type: text/plain', '', 'note', ...part('pin', 'b'), '--b--']
    expect(redact(body)).toEqual({
      lines: [
        ...part('password', '[скрыто]'),
        '--b',
        'Content-Type: text/plain',
        '',
        'note',
        ...part('pin', '[скрыто]'),
        '--b--',
      ],
      hidden: [
        ['multipart', 'a'],
        ['multipart', 'b'],
      ],
    })
  })

  it('takes the name from Content-Disposition alone, in any case, not from a file name or another header', () => {
    const lower = ['--b', 'content-disposition: form-data; name="password"', '', 'x', '--b--']
    expect(redact(lower).hidden).toEqual([['multipart', 'x']])
    const file = ['--b', 'Content-Disposition: form-data; filename="password.txt"; name="avatar"', '', 'x', '--b--']
    expect(redact(file).hidden).toEqual([])
    const other = [
      '--b',
      'Content-Disposition: form-data; name="comment"',
      'X-Note: content-disposition: name="password"',
      '',
      'x',
      '--b--',
    ]
    expect(redact(other).hidden).toEqual([])
  })

  it('reads a value’s lines as value, even one that looks like a part’s header', () => {
    const body = [...part('comment', 'Content-Disposition: form-data; name="password"', 'x'), '--b--']
    expect(redact(body)).toEqual({ lines: body, hidden: [] })
  })

  it('leaves the preamble before the first boundary as it is', () => {
    const body = ['This is a multi-part message.', '', 'Ignore it.', ...part('note', 'ok'), '--b--']
    expect(redact(body)).toEqual({ lines: body, hidden: [] })
  })

  it('leaves text that is no multipart body as it is', () => {
    expect(redact(['password', '', 'Secret1'])).toEqual({ lines: ['password', '', 'Secret1'], hidden: [] })
  })
})
