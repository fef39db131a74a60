export function TimelineSection() {
  return <p>…</p>
}
