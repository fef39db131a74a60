/** Bodies from this size on are decoded after the app's own work, a slice at a time. */
export const LARGE_BODY = 64 * 1024
/** About 2 ms of decoding at 4x CPU slowdown. */
const SLICE_BYTES = 256 * 1024

/**
 * A later task, so the page paints and answers input in between. Not the history reader's
 * `yieldToPage` (src/api/list-entries.ts): importing it here split that module into a chunk of its
 * own on every signed-in screen's first load (+0.1 KiB over /profile's budget).
 */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0))

/**
 * The text of the journal's copy of an answer. `text()` would decode it whole, in the same task
 * that hands the app its own copy: for the payment history (1.8 MB at 10 000 payments) that task
 * was about 50 ms longer at 4x CPU, ahead of the first rows. The bytes are copied as they are; a
 * large body is decoded in later tasks, in slices the page can paint and answer input between.
 */
export async function readBody(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  const decoder = new TextDecoder()
  if (bytes.length < LARGE_BODY) return decoder.decode(bytes)
  await nextTask()
  let text = ''
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    text += decoder.decode(bytes.subarray(at, at + SLICE_BYTES), { stream: true })
    await nextTask()
  }
  return text + decoder.decode()
}
