// The seeded chance of a "с вероятностью P %" scope. mulberry32's state after k steps is
// seed + k·0x6D2B79F5, so the k-th draw is computed directly: one link, the same calls fail in the
// same order, whatever else happened in the tab.

export function draw(seed: number, step: number): number {
  let t = (seed + Math.imul(step, 0x6d2b79f5)) | 0
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** Whether the `count`-th call (1-based) of a chance scope fails. */
export const chanceHits = (percent: number, seed: number, count: number) => draw(seed, count) * 100 < percent

/** A fresh seed for a new rule. */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}
