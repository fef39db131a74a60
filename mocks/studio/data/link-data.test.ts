import { describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { decodeState, encodeState } from '../link/link-codec'
import { applyDiff, diffAgainstSeed } from './data-diff'
import { publicCollections } from './link-data'

// Every collection of the data set that a link carries, taken from the same table the link's
// schema is built from: a collection added there is covered here without this test changing.
const collections = Object.keys(publicCollections(seed('default')))

describe('the data set in a reproduction link', () => {
  it.each(collections)('carries a changed %s collection through the link and back', async (name) => {
    const state = seed('default')
    const list: unknown = Reflect.get(state, name)
    if (!Array.isArray(list) || list.length === 0) throw new Error(`the demo seed has no ${name}`)
    Reflect.set(state, name, [...list, list[0]])

    const encoded = await encodeState({
      v: 1,
      page: '/',
      scenario: 'default',
      rules: [],
      data: diffAgainstSeed(state, 'default'),
    })
    const decoded = await decodeState(encoded)
    if (!decoded.ok) throw new Error(decoded.message)
    const applied = applyDiff('default', decoded.state.data)

    expect(Reflect.get(publicCollections(applied), name)).toEqual(Reflect.get(publicCollections(state), name))
  })
})
