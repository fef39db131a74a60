import { describe, expect, it } from 'vitest'
import { replaceShapes } from './personal-shapes'

// Free text keeps what only looks like personal data (sums, order numbers, ids, image names): they
// are the bug support hands over. What is personal data still goes.

const found = (text: string) => {
  const shapes: string[] = []
  replaceShapes(text, (kind, value) => {
    shapes.push(`${kind}: ${value}`)
    return value
  })
  return shapes
}

describe('personal data by shape', () => {
  it.each([
    ['an order number from 8', 'Заказ 81234567890 оплачен'],
    ['a sum of eleven digits', 'Списано 80000000000 ₽'],
    ['a sum with kopecks', 'Пополнение на 89001234567,50 ₽, изменение +79001234567,25 балла'],
    ['a number after № or #', 'Платёж №89001234567, счёт № 84951234567, заявка #89161234567'],
    ['an image for dense screens', 'https://cdn.example/img/logo@2x.png и avatar%403x.webp'],
    ['an image for very dense screens', 'https://cdn.example/img/logo@10x.png'],
    ['a dotted number past 255', 'сборка 300.1.2.4'],
  ])('keeps %s', (_case, text) => {
    expect(found(text)).toEqual([])
  })

  it.each([
    ['a mobile from 8, bare and written out', 'тел. 89001234567 или 8 (903) 111-22-33', 2],
    ['a Moscow and a toll-free number', '8 495 123-45-67, 8-800-555-35-35', 2],
    ['an international number', '+44 20 7946 0958', 1],
    ['an e-mail with a digit domain', 'ivan@2x.ru.example', 1],
    ['an address', 'вход с 95.165.12.4', 1],
  ])('finds %s', (_case, text, count) => {
    expect(found(text)).toHaveLength(count)
  })

  // One case per pattern and per boundary: what is found is exactly the shape, and one step past a
  // boundary it is not.
  it.each([
    ['an e-mail', 'пишите a@b.ru', ['email: a@b.ru']],
    ['an e-mail with "@" percent-encoded, as the plain address', '?mail=ivan%40mail.ru', ['email: ivan@mail.ru']],
    ['an e-mail with a 64-character name', `${'x'.repeat(64)}@b.ru`, [`email: ${'x'.repeat(64)}@b.ru`]],
    ['no e-mail with a 65-character name', `${'x'.repeat(65)}@b.ru`, []],
    ['an e-mail with a 63-character label', `a@${'d'.repeat(63)}.ru`, [`email: a@${'d'.repeat(63)}.ru`]],
    ['no e-mail without a dot after "@"', 'a@localhost', []],
    ['an e-mail with eight dots in its domain', 'a@b.c.d.e.f.g.h.i.j', ['email: a@b.c.d.e.f.g.h.i.j']],
    ['an e-mail in Cyrillic', 'иван@почта.рф', ['email: иван@почта.рф']],
    ['a dense image named like an address', 'logo@2x.png', []],
    ['an international number of 9 digits', 'тел +123456789', ['phone: +123456789']],
    ['no international number of 8 digits', 'тел +12345678', []],
    ['an international number of 15 digits', 'тел +123456789012345', ['phone: +123456789012345']],
    ['no international number of 16 digits', 'тел +1234567890123456', []],
    ['an international number with two separators between digits', '+7 (916) 555-12-34', ['phone: +7 (916) 555-12-34']],
    ['no number with three separators between digits', '+7   916 5551234', []],
    ['a number from 8 with a code from 3', '83012345678', ['phone: 83012345678']],
    ['a number from 8 with a code from 4', '84951234567', ['phone: 84951234567']],
    ['a number from 8 with a code from 8', '88005553535', ['phone: 88005553535']],
    ['a number from 8 with a code from 9', '89001234567', ['phone: 89001234567']],
    ['no number from 8 with a code from 7', '87001234567', []],
    ['no number from 8 with a code from 5', '85001234567', []],
    ['no number from 8 of 10 digits', '8900123456', []],
    ['no number from 8 of 12 digits', '890012345678', []],
    ['no number right after a letter', 'id89001234567', []],
    ['a number from "+8" as an international one', 'тел:+89001234567', ['phone: +89001234567']],
    ['no number right after a letter and "+"', 'x+89001234567', []],
    ['a number before a full stop', 'звоните 89001234567.', ['phone: 89001234567']],
    ['no number with a decimal point after it', '89001234567.5', []],
    ['an address', '1.2.3.4', ['ip: 1.2.3.4']],
    ['an address of 255s', '255.255.255.255', ['ip: 255.255.255.255']],
    ['no address with 256 in it', '256.1.1.1', []],
    ['no version after "/"', 'Chrome/1.2.3.4', []],
    ['no address of five numbers', '1.2.3.4.5', []],
    ['no address of three numbers', '1.2.3', []],
    ['no address right after a letter', 'v1.2.3.4', []],
    ['an IPv6 address', 'с 2a02:6b8::1', ['ip: 2a02:6b8::1']],
    ['a short IPv6 address', 'с ::1', ['ip: ::1']],
    ['an IPv6 address before a comma', 'с 2a02:6b8::1, затем', ['ip: 2a02:6b8::1']],
    ['no IPv6 in a time of day', 'в 12:30:45', []],
    ['no IPv6 with one colon', 'ab:cd', []],
  ])('finds %s exactly', (_case, text, shapes) => {
    expect(found(text)).toEqual(shapes)
  })

  it('puts what it gives in place of each shape, an e-mail in the form it was found in', () => {
    const text = 'a@b.ru, a%40b.ru, 89001234567, 1.2.3.4, ::1'
    expect(replaceShapes(text, (kind) => `<${kind}@x>`)).toBe('<email@x>, <email%40x>, <phone@x>, <ip@x>, <ip@x>')
  })
})
