/** How much of a server string a tooltip carries: enough to read a long name, never megabytes. */
export const TITLE_LIMIT = 1000

/** The first `max` UTF-16 units without a broken surrogate pair at the end, and whether it was cut. */
export function clip(text: string, max: number): { text: string; clipped: boolean } {
  if (text.length <= max) return { text, clipped: false }
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max
  return { text: `${text.slice(0, end)}…`, clipped: true }
}

type ClippedTextProps = {
  text: string
  /** Characters shown; the rest is reachable through the tooltip. */
  max: number
  className?: string
}

/**
 * A server string shown at a sane length. Cut before rendering, not with CSS, so a 1 MB value is
 * never laid out; the tooltip carries more of it (itself cut at TITLE_LIMIT, since a 1 MB title
 * would stall the browser just the same).
 */
export function ClippedText({ text, max, className }: ClippedTextProps) {
  const shown = clip(text, max)
  if (!shown.clipped) return className ? <span className={className}>{text}</span> : <>{text}</>
  return (
    <span className={className} title={clip(text, TITLE_LIMIT).text}>
      {shown.text}
    </span>
  )
}
