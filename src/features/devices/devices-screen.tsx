export function DevicesScreen() {
  return <h1>Привязанные устройства</h1>
}
