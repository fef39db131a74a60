export function RulesSection() {
  return <p>…</p>
}
