// The bench's figures from repeated runs: their median, and how two sets of runs compare where one
// figure moves a lot from run to run (Lighthouse's blocking time on a shared machine).

/** The middle of the finite values (the lower of the two middle ones for an even count), or undefined. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)]
}

/** A seeded generator (mulberry32): the same runs always give the same interval. */
function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), state | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `first` against `second`: the difference of their medians, its 95 % bootstrap interval (where the
 * difference lies for 95 of 100 resamplings of the runs: an interval that holds 0 shows no
 * difference the runs can tell), and the share of pairs of runs in which the first's is lower.
 */
export function compareRuns(first, second, { resamples = 10_000, seed = 1 } = {}) {
  const random = seededRandom(seed)
  const resample = (values) => values.map(() => values[Math.floor(random() * values.length)])
  const differences = Array.from({ length: resamples }, () => median(resample(first)) - median(resample(second))).sort(
    (a, b) => a - b,
  )
  let firstLower = 0
  for (const a of first) for (const b of second) firstLower += a < b ? 1 : a === b ? 0.5 : 0
  return {
    difference: median(first) - median(second),
    interval: [differences[Math.floor(resamples * 0.025)], differences[Math.ceil(resamples * 0.975) - 1]],
    firstLower: firstLower / (first.length * second.length),
  }
}
