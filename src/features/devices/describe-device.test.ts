import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './describe-device'
import { relativeActivity } from './relative-time'

const AGENTS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
}

describe('describeUserAgent', () => {
  it.each([
    [AGENTS.windowsChrome, 'Windows 10 · Chrome', 'computer'],
    [AGENTS.macSafari, 'macOS 14.5 · Safari', 'computer'],
    [AGENTS.iphone, 'iOS 17.5 · Mobile Safari', 'phone'],
    [AGENTS.android, 'Android 14 · Mobile Chrome', 'phone'],
    [AGENTS.linuxFirefox, 'Linux · Firefox', 'computer'],
    ['', 'Неизвестное устройство', 'computer'],
    ['curl/8.5.0', 'Неизвестное устройство', 'computer'],
  ])('%j → %s', (agent, title, kind) => {
    expect(describeUserAgent(agent)).toMatchObject({ title, kind })
  })

  it('parses only the first 500 characters of a huge user agent', () => {
    const huge = AGENTS.windowsChrome + ' Chrome/1.0'.repeat(2000)
    expect(describeUserAgent(huge).title).toBe('Windows 10 · Chrome')
    expect(describeUserAgent('x'.repeat(2000)).title).toBe('Неизвестное устройство')
  })
})

describe('relativeActivity', () => {
  const now = Date.parse('2026-03-10T12:00:00Z')
  it.each([
    ['2026-03-10T09:00:00Z', '3 часа назад'],
    ['2026-03-08T12:00:00Z', '2 дня назад'],
    ['2026-03-10T11:59:50Z', 'несколько секунд назад'],
    ['2026-03-11T12:00:00Z', 'несколько секунд назад'],
    ['', 'время неизвестно'],
    ['not a date', 'время неизвестно'],
  ])('%j → %s', (iso, text) => {
    expect(relativeActivity(iso, now)).toBe(text)
  })
})
