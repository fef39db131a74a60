/** Bodies from this size on are kept as bytes, for the journal's worker to decode. */
export const LARGE_BODY = 64 * 1024

/**
 * The journal's copy of an answer: a small one as text; a large one as its bytes, decoded where it
 * is redacted (the journal's worker, see redact-off-thread.ts). Decoding it here and handing the
 * text to the worker held the page twice, to decode and to post a text of megabytes, while bytes
 * are copied as they are (docs/performance.md).
 */
export async function readBody(response: Response): Promise<string | ArrayBuffer> {
  const bytes = await response.arrayBuffer()
  return bytes.byteLength < LARGE_BODY ? new TextDecoder().decode(bytes) : bytes
}
