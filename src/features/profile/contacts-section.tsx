import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { userQueries } from '@/api/user'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ClippedText } from '@/ui/clipped-text'
import { EmailChangeDialog } from './email-change-dialog'
import styles from './profile.module.css'

// An e-mail address is at most 254 characters (RFC 5321); a longer server value is cut for display.
const CONTACT_LIMIT = 254

/** SPEC §2: e-mail and phone, read-only; the e-mail change dialog is simulated. */
export function ContactsSection() {
  const { data: user } = useSuspenseQuery(userQueries.me())
  const [changing, setChanging] = useState(false)
  return (
    <section className={`${card.section} ${styles.card}`} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={card.title}>
        Контакты
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Электронная почта</dt>
          <dd>{user.email ? <ClippedText text={user.email} max={CONTACT_LIMIT} /> : 'Не указана'}</dd>
        </div>
        <div>
          <dt>Телефон</dt>
          <dd>{user.phoneNamber ? <ClippedText text={user.phoneNamber} max={CONTACT_LIMIT} /> : 'Не указан'}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => setChanging(true)}>
        Сменить почту
      </Button>
      <EmailChangeDialog open={changing} onClose={() => setChanging(false)} currentEmail={user.email} />
    </section>
  )
}
