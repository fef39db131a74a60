import { formatCount, plural } from '@/ui/format'

// The devices screens' texts that more than one place shows (and the tests read).

export const NEW_DEVICE = 'Новое устройство'

export const newDevicesText = (count: number) =>
  formatCount(count, ['новое устройство', 'новых устройства', 'новых устройств'])

export const sessionsText = (count: number) => formatCount(count, ['сеанс', 'сеанса', 'сеансов'])

export const LOGOUT_OTHERS = 'Выйти на всех других устройствах'

/** "Будут завершены 3 сеанса." — the verb agrees with the count. */
export const logoutOthersText = (count: number) =>
  `${plural(count, ['Будет завершён', 'Будут завершены', 'Будет завершено'])} ${sessionsText(count)} на других устройствах. Здесь вы останетесь в аккаунте.`

export const NOT_ME_TITLE = 'Это не вы?'

export const notMeText = (title: string) =>
  `Сеанс на устройстве «${title}» будет завершён. Затем смените пароль, чтобы тот, кто вошёл, не смог войти снова.`
