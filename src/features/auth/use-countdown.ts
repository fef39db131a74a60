import { useCallback, useEffect, useState } from 'react'

/** Whole seconds left until a deadline; `restart(n)` starts again from n seconds. */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((deadline - now) / 1000))

  useEffect(() => {
    if (left === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left === 0]) // eslint-disable-line react-hooks/exhaustive-deps -- only running vs stopped matters

  const restart = useCallback((seconds: number) => {
    const start = Date.now()
    setNow(start)
    setDeadline(start + seconds * 1000)
  }, [])

  return { left, restart }
}
