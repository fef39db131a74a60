import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HAR_ERRORS, HAR_MAX_BYTES, readHarFile, readHarText } from './har-import-read'

const fixture = readFileSync('tests/fixtures/customer.har', 'utf8')

describe('readHarText', () => {
  it('reads every entry of a Chrome HAR in the order the calls happened, already redacted', () => {
    const reading = readHarText(fixture)
    if (!reading.ok) throw new Error(reading.error)
    expect(reading.entries.map((entry) => `${entry.method} ${new URL(entry.url).pathname}`)).toEqual([
      'GET /assets/index-4f2a.js',
      'POST /authms/api/Auth/login',
      'POST /authms/api/Auth/user',
      'GET /serversms/api/Servers/owner/services',
      'GET /payments/payments/user',
      'GET /authms/api/Auth/users/check-telegram-user',
      'POST /authms/api/Auth/devices',
      'POST /authms/api/Auth/devices',
      'POST /lk/auth/password/change',
      'GET /fonts/inter.woff2',
      'GET /img/logo.png',
    ])
    expect(JSON.stringify(reading.entries)).not.toContain('SECRET')
    expect(reading.entries[2]?.body).toContain('"lastName":"Кузнецова"')
  })

  it('refuses not JSON with a clear message', () => {
    expect(readHarText('GIF89a…')).toEqual({ ok: false, error: HAR_ERRORS.notHar })
  })

  it.each([
    ['JSON without log.entries', '{"log": {"pages": []}}', 'поле log.entries: его нет'],
    ['entries that are not a list', '{"log": {"entries": {"0": {}}}}', 'поле log.entries: нужно список, пришло объект'],
    ['a bare list', '[]', 'поле log: его нет'],
    ['a log of text', '{"log": "x"}', 'поле log: нужно объект, пришло текст'],
  ])('refuses %s with a clear message, saying what is wrong', (_case, text, issue) => {
    expect(readHarText(text)).toEqual({ ok: false, error: HAR_ERRORS.notHar, issues: [issue] })
  })

  it('keeps a Content-Type only up to 200 characters, however long the file’s is', () => {
    const har = JSON.parse(fixture) as { log: { entries: { response: { content: { mimeType: string } } }[] } }
    const [first] = har.log.entries
    if (!first) throw new Error('The fixture has no entries')
    first.response.content.mimeType = `application/json; x=${'a'.repeat(1_000_000)}`
    const reading = readHarText(JSON.stringify(har))
    if (!reading.ok) throw new Error(reading.error)
    expect(reading.entries.map((entry) => entry.contentType.length)).toContain(200)
    expect(Math.max(...reading.entries.map((entry) => entry.contentType.length))).toBe(200)
  })

  it('skips entries without a method, URL or status and counts them', () => {
    const text = JSON.stringify({ log: { entries: [{ request: { url: 'x' } }, null, 5] } })
    expect(readHarText(text)).toMatchObject({
      ok: true,
      entries: [],
      skipped: 3,
      skippedIssues: [
        'запись 1, поле request.method: его нет',
        'запись 2, значение целиком: нужно объект, пришло null',
        'запись 3, значение целиком: нужно объект, пришло число',
      ],
    })
  })

  it('says why only the first three skipped entries were skipped', () => {
    const text = JSON.stringify({ log: { entries: [1, 2, 3, 4] } })
    expect(readHarText(text)).toMatchObject({ skipped: 4, skippedIssues: expect.arrayContaining([]) })
    expect(readHarText(text)).toHaveProperty('skippedIssues.length', 3)
  })
})

describe('readHarFile', () => {
  it('refuses a file over 50 MB before reading it', async () => {
    const huge = {
      size: HAR_MAX_BYTES + 1,
      text: () => Promise.reject(new Error('must not be read')),
    } as unknown as Blob
    await expect(readHarFile(huge)).resolves.toEqual({ ok: false, error: HAR_ERRORS.tooLarge })
  })

  it('reads a file', async () => {
    await expect(readHarFile(new Blob([fixture]))).resolves.toMatchObject({ ok: true, skipped: 0 })
  })
})
