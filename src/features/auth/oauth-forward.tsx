export function OAuthForward() {
  return <p role="status">Перенаправляем…</p>
}
