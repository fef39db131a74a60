/** The mock of the general backend's `/auth/yandex/callback`: filled in by the sign-in feature. */
export async function runYandexCallback(location: Location) {
  window.location.replace(`/auth${location.search ? '' : ''}`)
}
