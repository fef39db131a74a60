import { useState, type DragEvent } from 'react'

// A rule dragged onto another takes its place: the pointer's way to reorder, beside "Выше" and
// "Ниже", which do the same by keyboard. Native drag events; the rule's id travels under a type of
// its own, so a file or a text dropped on the list is not a rule and changes nothing.

const RULE_TYPE = 'application/x-lk-studio-rule'

/** What each rule of the list spreads on its item, and the place a dragged rule would take. */
export function useRuleDrag(onDrop: (id: string, index: number) => void) {
  const [target, setTarget] = useState<number>()
  const itemProps = (id: string, index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(RULE_TYPE, id)
      event.dataTransfer.effectAllowed = 'move'
    },
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(RULE_TYPE)) return
      event.preventDefault()
      setTarget(index)
    },
    onDrop: (event: DragEvent) => {
      const dragged = event.dataTransfer.getData(RULE_TYPE)
      setTarget(undefined)
      if (!dragged) return
      event.preventDefault()
      onDrop(dragged, index)
    },
    onDragEnd: () => setTarget(undefined),
  })
  return { target, itemProps }
}

export type RuleDragProps = ReturnType<ReturnType<typeof useRuleDrag>['itemProps']>
