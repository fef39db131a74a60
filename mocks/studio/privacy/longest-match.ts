// Many strings found in one pass over a text, however many there are: an Aho–Corasick automaton.
// It is built over the strings reversed and runs from the text's end, so at each position it knows
// the longest string that starts there; the caller then takes the leftmost match, longest first.

export type Automaton = {
  /** Each UTF-16 unit of the strings, numbered from 1; 0 for a unit of no string (back to the root). */
  units: Uint16Array
  width: number
  /** The root's transitions by unit, the others by state × width + unit. */
  root: Int32Array
  edges: Map<number, number>
  fail: Int32Array
  /** The length of the longest string that ends in each state (the reversed string's start). */
  longest: Int32Array
}

/** The state after `unit`: along an edge, else through the failure links, at worst the root. */
function step(automaton: Automaton, state: number, unit: number): number {
  for (let from = state; from !== 0; from = automaton.fail[from] ?? 0) {
    const next = automaton.edges.get(from * automaton.width + unit)
    if (next !== undefined) return next
  }
  return automaton.root[unit] ?? 0
}

/** Each state once, the shallower first: a state's failure link is known when it is reached. */
function byDepth(depth: readonly number[]): Int32Array {
  const starts = new Int32Array(depth.reduce((deepest, level) => Math.max(deepest, level), 0) + 2)
  for (const level of depth) starts[level + 1] = (starts[level + 1] ?? 0) + 1
  for (let level = 1; level < starts.length; level += 1) starts[level] = (starts[level] ?? 0) + (starts[level - 1] ?? 0)
  const order = new Int32Array(depth.length)
  depth.forEach((level, state) => {
    order[starts[level] ?? 0] = state
    starts[level] = (starts[level] ?? 0) + 1
  })
  return order
}

export function buildAutomaton(strings: readonly string[]): Automaton {
  const units = new Uint16Array(0x10000)
  let width = 1
  for (const text of strings) {
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i)
      if (units[code] === 0) units[code] = width++
    }
  }
  const root = new Int32Array(width)
  const edges = new Map<number, number>()
  const unitOf = [0]
  const parent = [0]
  const depth = [0]
  const ends = [0]
  for (const text of strings) {
    let state = 0
    for (let i = text.length - 1; i >= 0; i -= 1) {
      const unit = units[text.charCodeAt(i)] ?? 0
      let next = state === 0 ? root[unit] || undefined : edges.get(state * width + unit)
      if (next === undefined) {
        next = parent.length
        if (state === 0) root[unit] = next
        else edges.set(state * width + unit, next)
        unitOf.push(unit)
        parent.push(state)
        depth.push((depth[state] ?? 0) + 1)
        ends.push(0)
      }
      state = next
    }
    ends[state] = text.length
  }
  const automaton: Automaton = {
    units,
    width,
    root,
    edges,
    fail: new Int32Array(parent.length),
    longest: new Int32Array(parent.length),
  }
  for (const state of byDepth(depth).subarray(1)) {
    const up = parent[state] ?? 0
    const fail = up === 0 ? 0 : step(automaton, automaton.fail[up] ?? 0, unitOf[state] ?? 0)
    automaton.fail[state] = fail
    automaton.longest[state] = ends[state] || (automaton.longest[fail] ?? 0)
  }
  return automaton
}

/** Adds to `starts` (position → length) the longest string of the automaton starting at each position. */
export function markStarts(automaton: Automaton, text: string, starts: Map<number, number>): void {
  let state = 0
  for (let i = text.length - 1; i >= 0; i -= 1) {
    const unit = automaton.units[text.charCodeAt(i)] ?? 0
    state = unit === 0 ? 0 : step(automaton, state, unit)
    const length = automaton.longest[state] ?? 0
    if (length > 0 && length > (starts.get(i) ?? 0)) starts.set(i, length)
  }
}
