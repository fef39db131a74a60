import { describe, expect, it } from 'vitest'
import { shortClassNames } from './class-names'

describe('production class names', () => {
  it('are short valid identifiers, one per file and class, the same on every build', () => {
    const name = shortClassNames('/app')
    const greeting = name('greeting', '/app/src/features/home/home.module.css')
    expect(greeting).toMatch(/^_[\w-]{5}$/)
    expect(name('greeting', '/app/src/features/home/home.module.css?used')).toBe(greeting)
    expect(shortClassNames('/app')('greeting', '/app/src/features/home/home.module.css')).toBe(greeting)
    expect(name('greeting', '/app/src/features/home/other.module.css')).not.toBe(greeting)
    expect(name('promo', '/app/src/features/home/home.module.css')).not.toBe(greeting)
  })

  it('depend on the path inside the project, not where it was cloned', () => {
    expect(shortClassNames('/ci/clone')('title', '/ci/clone/src/ui/card.module.css')).toBe(
      shortClassNames('/home/dev/app')('title', '/home/dev/app/src/ui/card.module.css'),
    )
  })

  it('refuse two classes that would share a name', () => {
    const name = shortClassNames('/app')
    // Enough classes for five characters of a hash to meet twice, which a real build must never hide.
    expect(() => {
      for (let index = 0; ; index += 1) name(`c${index}`, '/app/src/x.module.css')
    }).toThrow(/share the name/)
  })
})
