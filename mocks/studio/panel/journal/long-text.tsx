import { useState } from 'react'
import { Button } from '@/ui/button'
import sectionStyles from '../kit/section.module.css'

// A text from a customer's file can be megabytes long (a crafted route): it is shown cut, with its
// length, and whole only when asked. One button does both ways, so focus stays where it was
// (a button that vanished on press left the keyboard on the page's start) and the row can shrink back.

export const SHOWN_LIMIT = 300
const count = new Intl.NumberFormat('ru-RU')

export function LongText({ text }: { text: string }) {
  const [whole, setWhole] = useState(false)
  if (text.length <= SHOWN_LIMIT) return <span className={sectionStyles.muted}>{text}</span>
  return (
    <>
      <span className={sectionStyles.muted}>
        {whole ? text : `${text.slice(0, SHOWN_LIMIT)}… (всего ${count.format(text.length)} символов)`}
      </span>
      <Button variant="ghost" onClick={() => setWhole(!whole)}>
        {whole ? 'Свернуть' : 'Показать целиком'}
      </Button>
    </>
  )
}
