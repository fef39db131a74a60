// Types of ./statistics.mjs for the TypeScript tests.
export function median(values: readonly number[]): number | undefined
export function compareRuns(
  first: readonly number[],
  second: readonly number[],
  options?: { resamples?: number; seed?: number },
): { difference: number; interval: [number, number]; firstLower: number }
