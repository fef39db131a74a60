import { afterEach, describe, expect, it, vi } from 'vitest'
import { getNotices } from '../core/notices'
import { openReproLink } from './open-link'

// A link is blamed only for what is wrong with the link; a failure of the studio itself says so.

afterEach(() => {
  vi.restoreAllMocks()
})

const lastNotice = () => getNotices().at(-1)
const at = (hash: string) =>
  ({ href: `http://localhost:3000/${hash}`, hash, origin: 'http://localhost:3000' }) as Location

describe('opening a reproduction link', () => {
  it('calls a link that cannot be read damaged', async () => {
    await openReproLink(at('#lk-mock=1.%%%'))
    expect(lastNotice()).toMatchObject({ tone: 'error', text: expect.stringMatching(/^Ссылка повреждена/) })
  })

  it('names a failure of the studio as its own, and logs the error with its stack', async () => {
    const failure = new DOMException('The operation is insecure.', 'SecurityError')
    vi.spyOn(history, 'replaceState').mockImplementation(() => {
      throw failure
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await openReproLink(at('#lk-mock=1.abc'))
    expect(lastNotice()).toMatchObject({ tone: 'error', text: 'Ошибка мок-панели: The operation is insecure.' })
    expect(logged).toHaveBeenCalledWith(failure)
  })
})
