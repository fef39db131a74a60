import { describe, expect, it } from 'vitest'
import { backToRootAfterEach, underBase as loadUnderBase } from '../../tests/under-base'

// The helpers under a base path: each test loads the module with Vite's BASE_URL set as a build sets it.
const underBase = (base: string) => loadUnderBase(base, () => import('./base-path'))
backToRootAfterEach()

const HOSTILE = [
  '//evil.example/',
  '/../../',
  '/%2e%2e/%2e%2e/profile',
  'https://evil.example/',
  '/\\evil.example/',
  '',
]

describe('a build at the root', () => {
  it('keeps paths, links and storage keys as they are', async () => {
    const { appPath, appUrl, storageKey } = await underBase('/')
    expect(appUrl('/wallet/history?x=1').href).toBe(`${location.origin}/wallet/history?x=1`)
    expect(appPath('/profile')).toBe('/profile')
    expect(storageKey('theme')).toBe('theme')
  })

  it.each(HOSTILE)('never leaves the origin for %j', async (path) => {
    const { appUrl } = await underBase('/')
    expect(appUrl(path).origin).toBe(location.origin)
  })
})

describe('a build under /preview/pr-7/', () => {
  it('puts the base in front of app paths and takes it off', async () => {
    const { appPath, appUrl, BASE_PREFIX } = await underBase('/preview/pr-7/')
    expect(BASE_PREFIX).toBe('/preview/pr-7')
    expect(appUrl('/wallet/history?x=1').href).toBe(`${location.origin}/preview/pr-7/wallet/history?x=1`)
    expect(appUrl('/').href).toBe(`${location.origin}/preview/pr-7/`)
    expect(appPath('/preview/pr-7/profile/devices')).toBe('/profile/devices')
    expect(appPath('/preview/pr-7/')).toBe('/')
    expect(appPath('/preview/pr-7')).toBe('/')
    expect(appPath('/preview/pr-70/profile')).toBeUndefined()
    expect(appPath('/profile')).toBeUndefined()
  })

  it('keys storage by the base, so another preview on the origin has its own', async () => {
    const { storageKey } = await underBase('/preview/pr-7/')
    expect(storageKey('theme')).toBe('theme@/preview/pr-7/')
  })

  it.each(HOSTILE)('opens the base itself for %j', async (path) => {
    const { appUrl } = await underBase('/preview/pr-7/')
    expect(appUrl(path).href).toBe(`${location.origin}/preview/pr-7/`)
  })
})
