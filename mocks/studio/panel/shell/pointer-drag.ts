/**
 * Follows a pressed pointer on `handle` until it is released: `onMove` gets each position. The
 * pointer is captured, so a drag that leaves the handle keeps moving it.
 */
export function followPointer(handle: HTMLElement, pointerId: number, onMove: (move: PointerEvent) => void) {
  handle.setPointerCapture(pointerId)
  const stop = () => {
    handle.removeEventListener('pointermove', onMove)
    handle.removeEventListener('pointerup', stop)
    handle.removeEventListener('pointercancel', stop)
  }
  handle.addEventListener('pointermove', onMove)
  handle.addEventListener('pointerup', stop)
  handle.addEventListener('pointercancel', stop)
}
