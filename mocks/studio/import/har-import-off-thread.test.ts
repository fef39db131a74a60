import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageWorker } from '@/lib/start-worker'
import { readingDeadline, readOffThread } from './har-import-off-thread'
import { HAR_ERRORS, HAR_MAX_BYTES } from './har-import-read'
import { readImport, type ImportResult } from './har-import-work'

// The import reads a customer's file in a worker (none exists in jsdom: a fake one is started through
// the reader's seam). Its answer is checked like any data from outside, and a failing worker ends
// in the import's message, never in a half-read preview.

const fixture = readFileSync('tests/fixtures/customer.har', 'utf8')
const report = JSON.stringify({
  log: {
    ...JSON.parse(fixture).log,
    _description: 'Не открывается история',
    _events: [{ type: 'route', time: '2026-11-20T09:16:00.000Z', path: '/wallet/history' }],
  },
})
const file = (text = report) => new Blob([text])

/** A worker that answers each file with `answer` (or as the real one would), or fails. */
function fakeWorker(answer?: (file: Blob) => Promise<unknown>) {
  const events = new EventTarget()
  const worker = {
    posted: [] as unknown[],
    answered: [] as unknown[],
    terminated: false,
    postMessage(message: unknown) {
      worker.posted.push(message)
      void (answer ?? readImport)(message as Blob).then((data) => {
        worker.answered.push(data)
        events.dispatchEvent(new MessageEvent('message', { data }))
      })
    },
    addEventListener: events.addEventListener.bind(events),
    terminate: () => void (worker.terminated = true),
    /** Fails as a worker that could not load or threw; says whether the page handled the error. */
    fail(message?: string) {
      const error =
        message === undefined
          ? new Event('error', { cancelable: true })
          : new ErrorEvent('error', { cancelable: true, message, error: new TypeError(message) })
      events.dispatchEvent(error)
      return error.defaultPrevented
    },
  }
  return worker
}
const through = (worker: PageWorker) => ({ start: () => worker })
const stopped = { ok: false, error: HAR_ERRORS.stopped }

async function readWith(answer: (file: Blob) => Promise<unknown>) {
  return readOffThread(file(), through(fakeWorker(answer)))
}
async function tampered(change: (result: Extract<ImportResult, { ok: true }>) => void) {
  return readWith(async (blob) => {
    const result = await readImport(blob)
    if (!result.ok) throw new Error(result.error)
    change(result)
    return result
  })
}

describe('reading a customer file off the page', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('takes the worker’s answer as it came, and ends the worker', async () => {
    const worker = fakeWorker()
    const result = await readOffThread(file(), through(worker))
    expect(worker.answered).toEqual([result])
    expect(result).toMatchObject({
      ok: true,
      read: { reading: { extras: { description: 'Не открывается история', lastRoute: { path: '/wallet/history' } } } },
    })
    expect(worker.posted).toHaveLength(1)
    expect(worker.terminated).toBe(true)
  })

  it('reads on the page where no worker starts', async () => {
    // Each reading hides secrets with a salt of its own: compared without it.
    const unsalted = (result: unknown) => JSON.stringify(result).replace(/\[скрыто·\w+\]/g, '[скрыто]')
    const result = await readOffThread(file(), { start: () => undefined })
    expect(unsalted(result)).toBe(unsalted(await readImport(file())))
    expect(result).toMatchObject({ ok: true, read: { plan: { apiCalls: 8 } } })
  })

  it('refuses a file over 50 MB by its size, before any worker starts', async () => {
    const huge = { size: HAR_MAX_BYTES + 1 } as Blob
    const result = await readOffThread(huge, {
      start: () => {
        throw new Error('must not start')
      },
    })
    expect(result).toEqual({ ok: false, error: HAR_ERRORS.tooLarge })
  })

  it('passes the import’s own refusals on', async () => {
    expect(await readOffThread(file('GIF89a'), through(fakeWorker()))).toEqual({ ok: false, error: HAR_ERRORS.notHar })
  })

  it('says the reading stopped when the worker fails, and handles its error', async () => {
    const worker = fakeWorker(() => new Promise(() => {}))
    const result = readOffThread(file(), through(worker))
    expect(worker.fail()).toBe(true)
    expect(await result).toEqual(stopped)
    expect(worker.terminated).toBe(true)
  })

  it('names an error the worker threw as the studio’s own, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const worker = fakeWorker(() => new Promise(() => {}))
    const result = readOffThread(file(), through(worker))
    worker.fail('plan is not defined')
    expect(await result).toEqual({ ok: false, error: 'Ошибка мок-панели: plan is not defined' })
    expect(logged).toHaveBeenCalledWith(new TypeError('plan is not defined'))
    logged.mockRestore()
  })

  it('says the reading took too long when the worker never answers, and ends it', async () => {
    vi.useFakeTimers()
    const worker = fakeWorker(() => new Promise(() => {}))
    const result = readOffThread(file(), through(worker))
    await vi.advanceTimersByTimeAsync(readingDeadline(file()) - 1)
    expect(worker.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toEqual({ ok: false, error: HAR_ERRORS.stuck })
    expect(worker.terminated).toBe(true)
  })

  it('gives nothing once another file replaced this one, and ends its worker', async () => {
    const worker = fakeWorker(() => new Promise(() => {}))
    const controller = new AbortController()
    const result = readOffThread(file(), { ...through(worker), signal: controller.signal })
    controller.abort()
    expect(await result).toBeUndefined()
    expect(worker.terminated).toBe(true)
  })

  it.each([
    ['nothing', () => Promise.resolve(undefined)],
    ['a bare string', () => Promise.resolve('ok')],
    ['a message of its own', () => Promise.resolve({ ok: false, error: 'Всё пропало, позвоните 8 800…' })],
    ['a preview without its plan', () => Promise.resolve({ ok: true, read: { reading: {}, report: undefined } })],
  ])('refuses %s from the worker as the studio’s failure, saying what was wrong', async (_case, answer) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await readWith(answer)
    expect(result).toMatchObject({ ok: false, error: 'Ошибка мок-панели: ответ чтения файла другого вида' })
    expect(result && !result.ok && result.issues?.length).toBeGreaterThan(0)
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'ответ чтения файла другого вида' }))
    logged.mockRestore()
  })

  it('lists what it found wrong in words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await readWith(() => Promise.resolve({ ok: false, error: 7 }))).toMatchObject({
      issues: ['поле error: нужно текст, пришло число'],
    })
    vi.mocked(console.error).mockRestore()
  })

  it.each([
    [
      'a last page on another site',
      (result: Extract<ImportResult, { ok: true }>) => {
        result.read.reading.extras.lastRoute = { path: '//evil.example/x' }
      },
    ],
    [
      'a rule of an unknown kind',
      (result: Extract<ImportResult, { ok: true }>) => {
        Object.assign(result.read.plan.rules[0] ?? {}, { outcome: { kind: 'script' } })
      },
    ],
    [
      'a count that is not a number',
      (result: Extract<ImportResult, { ok: true }>) => {
        Object.assign(result.read.reading.counts, { authorization: Number.NaN })
      },
    ],
    [
      'a user the app would not read',
      (result: Extract<ImportResult, { ok: true }>) => {
        Object.assign(result.read.plan.data.user ?? {}, { balance: 'много' })
      },
    ],
    [
      'report rows of an unknown type',
      (result: Extract<ImportResult, { ok: true }>) => {
        Object.assign(result.read.report?.rows[0] ?? {}, { type: 'html' })
      },
    ],
  ])('refuses an answer with %s as the studio’s failure', async (_case, change) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await tampered(change)).toMatchObject({
      ok: false,
      error: 'Ошибка мок-панели: ответ чтения файла другого вида',
    })
    vi.mocked(console.error).mockRestore()
  })
})
