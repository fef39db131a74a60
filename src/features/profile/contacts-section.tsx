import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { userQueries } from '@/api/user'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { EmailChangeDialog } from './email-change-dialog'
import styles from './profile.module.css'

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
          <dd>{user.email || 'Не указана'}</dd>
        </div>
        <div>
          <dt>Телефон</dt>
          <dd>{user.phoneNamber || 'Не указан'}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => setChanging(true)}>
        Сменить почту
      </Button>
      <EmailChangeDialog open={changing} onClose={() => setChanging(false)} currentEmail={user.email} />
    </section>
  )
}
