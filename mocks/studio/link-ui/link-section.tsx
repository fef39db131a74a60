export function LinkSection() {
  return <p>…</p>
}
