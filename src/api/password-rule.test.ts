import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES as M, PasswordSchema } from './password-rule'

const messages = (value: string) => {
  const result = v.safeParse(PasswordSchema, value)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('PasswordSchema (SPEC §5)', () => {
  it.each([
    ['Abcdefg1', 'exactly 8 characters'],
    ['Abcdefg1'.repeat(4), 'exactly 32 characters'],
    ['Pass word 1', 'spaces inside are kept, not trimmed'],
    [' Password1 ', 'leading and trailing spaces count as characters'],
    ['P@$$w0rd!#%^&*()', 'symbols'],
  ])('accepts %j (%s)', (value) => {
    expect(messages(value)).toEqual([])
  })

  it.each([
    ['', [M.min, M.upper, M.lower, M.digit]],
    ['Abcdef1', [M.min]],
    ['Abcdefg1'.repeat(4) + 'x', [M.max]],
    ['abcdefg1', [M.upper]],
    ['ABCDEFG1', [M.lower]],
    ['Abcdefgh', [M.digit]],
    ['        ', [M.upper, M.lower, M.digit]],
    ['\t\t\t\t\t\t\t\t', [M.upper, M.lower, M.digit, M.invisible]],
    ['Пароль12', [M.upper, M.lower, M.cyrillic]],
    ['Passwоrd1', [M.cyrillic]], // Cyrillic о (U+043E) looks like Latin o
    ['PАssword1', [M.cyrillic]], // Cyrillic А (U+0410)
    ['Passwordё1', [M.cyrillic]],
    ['Pass\u200Bword1', [M.invisible]], // zero-width space
    ['Abcdef1\u200B', [M.invisible]], // 8 code units only thanks to an invisible character
    ['Pass\u200Dword1', [M.invisible]], // zero-width joiner
    ['\uFEFFPassword1', [M.invisible]], // byte order mark
    ['Ｐassword1', [M.upper]], // full-width Ｐ is not A-Z
    ['Password１', [M.digit]], // full-width digit is not 0-9
  ])('refuses %j with every matching message', (value, expected) => {
    expect(messages(value)).toEqual(expected)
  })

  it('words the length messages as SPEC §5 quotes them', () => {
    expect(M.min).toBe('Пароль должен содержать минимум 8 символов')
    expect(M.max).toContain('максимум 32 символа')
    expect(M.upper).toContain('хотя бы одну заглавную букву (A-Z)')
    expect(M.lower).toContain('строчную букву (a-z)')
    expect(M.digit).toContain('цифру (0-9)')
    expect(M.cyrillic).toBe('Пароль не должен содержать кириллицу')
  })
})
