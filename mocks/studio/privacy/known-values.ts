import { buildAutomaton, markStarts, type Automaton } from './longest-match'

// The personal values an export has met so far, replaced wherever they stand in one pass per text.
// Values keep arriving while an export runs (each answer brings its own), so the automata are kept
// as a binary counter: a few, each twice the size of the next, and a new batch merges with the ones
// no larger than itself. A value is built into an automaton a few times in all, however many
// texts are read between two new values, and a text is read once by each automaton.

/** Shorter values (an initial, "да") would be replaced inside every word. */
export const KNOWN_MIN_LENGTH = 3

export type KnownValues = {
  /** The first stand-in given for a value stays its stand-in. */
  add: (original: string, standIn: string) => void
  /** Each known value, plain or percent-encoded, replaced: the leftmost first, the longest of those. */
  replace: (text: string) => string
}

export function createKnownValues(): KnownValues {
  const standIns = new Map<string, string>()
  const levels: { values: string[]; automaton: Automaton }[] = []
  let pending: string[] = []

  const learn = (value: string, standIn: string) => {
    if (standIns.has(value)) return
    standIns.set(value, standIn)
    pending.push(value)
  }

  const add = (original: string, standIn: string) => {
    if (original.length < KNOWN_MIN_LENGTH) return
    learn(original, standIn)
    // Addresses carry values percent-encoded (an e-mail's "@", a Cyrillic name): both forms go.
    const encoded = encodeURIComponent(original)
    if (encoded !== original) learn(encoded, encodeURIComponent(standIn))
  }

  const build = () => {
    let values = pending
    pending = []
    for (let last = levels.at(-1); last && last.values.length <= values.length; last = levels.at(-1)) {
      values = [...last.values, ...values]
      levels.pop()
    }
    levels.push({ values, automaton: buildAutomaton(values) })
  }

  const replace = (text: string) => {
    if (pending.length > 0) build()
    const starts = new Map<number, number>()
    for (const { automaton } of levels) markStarts(automaton, text, starts)
    if (starts.size === 0) return text
    let result = ''
    let done = 0
    for (const start of [...starts.keys()].sort((a, b) => a - b)) {
      if (start < done) continue
      const end = start + (starts.get(start) ?? 0)
      const value = text.slice(start, end)
      result += text.slice(done, start) + (standIns.get(value) ?? value)
      done = end
    }
    return result + text.slice(done)
  }

  return { add, replace }
}
