import dayjs from 'dayjs'
import 'dayjs/locale/ru'
import relativeTime from 'dayjs/plugin/relativeTime'

// dayjs (with the Russian locale) is imported only here so it stays in the devices route's chunk.
dayjs.extend(relativeTime)

/** "3 часа назад"; a time in the future (clock skew) reads as "now"; no or bad date says so. */
export function relativeActivity(iso: string, now: number = Date.now()): string {
  const time = iso ? dayjs(iso) : null
  if (!time?.isValid()) return 'время неизвестно'
  const moment = time.valueOf() > now ? dayjs(now) : time
  return moment.locale('ru').from(dayjs(now))
}
