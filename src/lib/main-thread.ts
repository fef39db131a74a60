// Giving the main thread back to the browser between pieces of work, so that none of them makes a
// long task: input is answered and frames are painted in between.

type Scheduler = {
  yield?: () => Promise<void>
  postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>
}
/** The browser's task scheduler, where it has one (Chromium). */
export const scheduler = () => (globalThis as { scheduler?: Scheduler }).scheduler

/**
 * Hands the main thread back to the browser (input, paint) and resumes soon after, ahead of other
 * queued work of the same priority where `scheduler.yield` exists (Chromium), after a macrotask elsewhere.
 */
export function yieldToPage(): Promise<void> {
  const yielding = scheduler()?.yield
  if (yielding) return yielding.call(scheduler())
  return new Promise((resume) => setTimeout(resume, 0))
}
