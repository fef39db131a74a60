export function ResetPasswordScreen() {
  return <h1>Обновление пароля</h1>
}
