import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_COOKIE_JAR_SOURCE, MSW_COOKIE_STORE } from './msw-empty-cookie-jar'

const require = createRequire(import.meta.url)
const mswLib = join(dirname(require.resolve('msw/package.json')), 'lib/core')
const mswFiles = (readdirSync(mswLib, { recursive: true }) as string[]).filter((file) => file.endsWith('.mjs'))

describe('MSW empty cookie jar', () => {
  it('replaces the module the installed MSW keeps its cookie store in', () => {
    const store = mswFiles.find((file) => file.endsWith('cookieStore.mjs'))
    expect(store && join(mswLib, store)).toMatch(MSW_COOKIE_STORE)
  })

  it('offers every method the installed MSW calls on the store', async () => {
    const called = new Set(
      mswFiles.flatMap((file) =>
        [...readFileSync(join(mswLib, file), 'utf8').matchAll(/cookieStore\.(\w+)\(/g)].map((m) => m[1]),
      ),
    )
    const { cookieStore } = (await import(`data:text/javascript,${encodeURIComponent(EMPTY_COOKIE_JAR_SOURCE)}`)) as {
      cookieStore: Record<string, unknown>
    }
    expect(called.size).toBeGreaterThan(0)
    for (const method of called) expect(typeof cookieStore[method as string], method).toBe('function')
  })

  it('keeps no cookies and reports a mocked Set-Cookie', async () => {
    const { cookieStore } = (await import(`data:text/javascript,${encodeURIComponent(EMPTY_COOKIE_JAR_SOURCE)}`)) as {
      cookieStore: { getCookies: () => unknown[]; setCookie: (cookie: string) => Promise<void> }
    }
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await cookieStore.setCookie('session=1')
    expect(report).toHaveBeenCalledWith(expect.stringContaining('does not keep cookies'), 'session=1')
    expect(cookieStore.getCookies()).toEqual([])
    report.mockRestore()
  })
})
