/** Shown server text is cut at this many characters: a 1 MB description must not be laid out. */
export const CLIP_LENGTH = 160

/** The text for display, cut with an ellipsis; `full` is set (for a title) only when it was cut. */
export function clipText(text: string, max = CLIP_LENGTH) {
  if (text.length <= max) return { shown: text, full: undefined }
  return { shown: `${text.slice(0, max).trimEnd()}…`, full: text }
}
