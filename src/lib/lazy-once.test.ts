import { describe, expect, it } from 'vitest'
import { lazyOnce, type LazyOnce } from './lazy-once'

type Answer = 'loads' | 'fails'

/** A load that answers as told, one answer per attempt, and counts its attempts. */
function scripted(answers: Answer[]) {
  let attempts = 0
  const load = lazyOnce(() => {
    attempts += 1
    return answers[attempts - 1] === 'loads'
      ? Promise.resolve(`module ${attempts}`)
      : Promise.reject(new Error(`offline ${attempts}`))
  })
  return { load, attempts: () => attempts }
}

/** What a caller saw: the result, or the failure's message. */
const seen = (call: Promise<string>) => call.catch((error: Error) => error.message)

const cases: Array<{
  name: string
  answers: Answer[]
  run: (load: LazyOnce<string>) => Promise<unknown[]>
  attempts: number
  saw: unknown[]
}> = [
  {
    name: 'nothing loads before the first use',
    answers: ['loads'],
    run: async (load) => [load.loaded()],
    attempts: 0,
    saw: [undefined],
  },
  {
    name: 'the first use loads once and later calls get its result',
    answers: ['loads', 'loads'],
    run: async (load) => [await load(), await load(), await load()],
    attempts: 1,
    saw: ['module 1', 'module 1', 'module 1'],
  },
  {
    name: 'callers while it loads share the one load',
    answers: ['loads', 'loads'],
    run: (load) => Promise.all([load(), load(), load()]),
    attempts: 1,
    saw: ['module 1', 'module 1', 'module 1'],
  },
  {
    name: 'a failure reaches the callers waiting on it, and the next call tries again',
    answers: ['fails', 'loads', 'loads'],
    run: async (load) => [
      ...(await Promise.all([seen(load()), seen(load())])),
      load.loaded(),
      await load(),
      await load(),
    ],
    attempts: 2,
    saw: ['offline 1', 'offline 1', undefined, 'module 2', 'module 2'],
  },
  {
    name: 'the result is there synchronously once loaded, not while loading',
    answers: ['loads'],
    run: async (load) => {
      const call = load()
      const whileLoading = load.loaded()
      await call
      return [whileLoading, load.loaded()]
    },
    attempts: 1,
    saw: [undefined, 'module 1'],
  },
]

describe('lazyOnce', () => {
  it.each(cases)('$name', async ({ answers, run, attempts, saw }) => {
    const subject = scripted(answers)
    expect(await run(subject.load)).toEqual(saw)
    expect(subject.attempts()).toBe(attempts)
  })
})
