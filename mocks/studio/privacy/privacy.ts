// "Скрыть личные данные": one switch for everything support hands around (the link, its file, the
// HAR). On at every start, so handing out the customer's real data is always a fresh, deliberate choice.

const listeners = new Set<() => void>()
let hidden = true

export const hidePersonal = () => hidden

export function setHidePersonal(value: boolean) {
  hidden = value
  listeners.forEach((listener) => listener())
}

export function subscribeHidePersonal(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
