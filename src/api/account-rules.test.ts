import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LoginRequestSchema } from './auth'
import { EmailSchema } from './text-rules'
import {
  cleanNickname,
  FullNameSchema,
  NicknameSchema,
  normaliseCode,
  RegistrationFormSchema,
  ResetPasswordFormSchema,
  splitFullName,
} from './account-rules'

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : result.issues[0]?.message
}

describe('EmailSchema', () => {
  it.each([
    ['demo@example.com', undefined],
    ['  demo@example.com  ', undefined],
    ['', 'Некорректный email'],
    ['   ', 'Некорректный email'],
    ['demo', 'Некорректный email'],
    ['demo@', 'Некорректный email'],
    ['demo@example', 'Некорректный email'],
    ['де мо@example.com', 'Некорректный email'],
    ['demo@exa\u200Bmple.com', 'Некорректный email'],
  ])('%j → %s', (value, expected) => {
    expect(firstMessage(EmailSchema, value)).toBe(expected)
  })
})

describe('NicknameSchema', () => {
  it.each([
    ['abc', undefined],
    ['a'.repeat(16), undefined],
    ['ab', 'Минимум 3 символа'],
    ['a'.repeat(17), 'Максимум 16 символов'],
    ['', 'Никнейм обязателен'],
    ['   ', 'Никнейм обязателен'],
    ['\u200B\u200B\u200B', 'Никнейм обязателен'],
    ['игрок', 'Никнейм не должен содержать кириллицу'],
    ['dеmo', 'Никнейм не должен содержать кириллицу'], // Cyrillic е
    ['Ёжик', 'Никнейм не должен содержать кириллицу'],
    ['pro gamer', undefined], // spaces are removed, not refused
  ])('%j → %s', (value, expected) => {
    expect(firstMessage(NicknameSchema, value)).toBe(expected)
  })

  it('removes spaces and invisible characters while the user types', () => {
    expect(cleanNickname(' pro\tga mer\u200B ')).toBe('progamer')
  })
})

describe('FullNameSchema and the split', () => {
  it.each([
    ['Иван Петров', undefined],
    ['Иван', undefined],
    ['', 'Имя обязательно'],
    ['   ', 'Имя обязательно'],
    ['\u200B\u00A0', 'Имя обязательно'],
  ])('%j → %s', (value, expected) => {
    expect(firstMessage(FullNameSchema, value)).toBe(expected)
  })

  it.each([
    ['Иван Петров', { firstName: 'Иван', lastName: 'Петров' }],
    ['  Иван   Петров  ', { firstName: 'Иван', lastName: 'Петров' }],
    ['Иван', { firstName: 'Иван', lastName: '' }],
    ['Анна Мария Смирнова-Петрова', { firstName: 'Анна', lastName: 'Мария Смирнова-Петрова' }],
    ['Иван\tПетров', { firstName: 'Иван', lastName: 'Петров' }],
  ])('splits %j', (value, expected) => {
    expect(splitFullName(value)).toEqual(expected)
  })
})

describe('RegistrationFormSchema', () => {
  const valid = {
    email: 'new@example.com',
    name: 'Иван Петров',
    username: 'ivan',
    password: 'Secret123',
    confirm: 'Secret123',
    consent: true,
  }
  const issuesOf = (value: object) => {
    const result = v.safeParse(RegistrationFormSchema, value)
    return result.success ? {} : (v.flatten(result.issues).nested ?? {})
  }

  it('accepts a complete form', () => {
    expect(issuesOf(valid)).toEqual({})
  })
  it('says the passwords differ on the repeat field', () => {
    expect(issuesOf({ ...valid, confirm: 'Secret124' })).toEqual({ confirm: ['Пароли не совпадают'] })
  })
  it('needs the consent', () => {
    expect(Object.keys(issuesOf({ ...valid, consent: false }))).toEqual(['consent'])
  })
  it('reports every field at once', () => {
    expect(
      Object.keys(issuesOf({ email: '', name: '', username: '', password: '', confirm: 'x', consent: true })).sort(),
    ).toEqual(['confirm', 'email', 'name', 'password', 'username'])
  })
})

describe('ResetPasswordFormSchema', () => {
  const valid = { code: '123456', password: 'Secret123', confirm: 'Secret123', logoutAll: true }
  it.each([
    [valid, undefined],
    [{ ...valid, code: '12345' }, 'Введите код, отправленный на почту'],
    [{ ...valid, code: '' }, 'Введите код, отправленный на почту'],
    [{ ...valid, code: '      ' }, 'Введите код, отправленный на почту'],
    [{ ...valid, code: '1234567' }, undefined],
    [{ ...valid, password: 'short1A', confirm: 'short1A' }, 'Пароль должен содержать минимум 8 символов'],
    [{ ...valid, confirm: 'Secret12' }, 'Пароли не совпадают'],
  ])('%j → %s', (value, expected) => {
    expect(firstMessage(ResetPasswordFormSchema, value)).toBe(expected)
  })
})

describe('LoginRequestSchema', () => {
  it.each([
    [{ usernameOrEmail: 'demo', password: 'x' }, undefined],
    [{ usernameOrEmail: '', password: 'x' }, 'Введите логин'],
    [{ usernameOrEmail: '   ', password: 'x' }, 'Введите логин'],
    [{ usernameOrEmail: 'demo', password: '' }, 'Введите пароль'],
  ])('%j → %s', (value, expected) => {
    expect(firstMessage(LoginRequestSchema, value)).toBe(expected)
  })
})

describe('normaliseCode', () => {
  it.each([
    ['abc123', 'ABC123'],
    [' 12 34 56 ', '123456'],
    ['1\u200B2\u200B3', '123'],
  ])('%j → %j', (value, expected) => {
    expect(normaliseCode(value)).toBe(expected)
  })
})
