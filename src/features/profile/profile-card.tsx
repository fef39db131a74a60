import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { userQueries, type User } from '@/api/user'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ClippedText } from '@/ui/clipped-text'
import { copyText } from '@/ui/copy-text'
import { CopyIcon } from '@/ui/icons'
import { ID_LIMIT, NAME_LIMIT, NICKNAME_LIMIT } from './card-limits'
import { EditProfileDialog } from './edit-profile-dialog'
import styles from './profile.module.css'

function fullName(user: User) {
  return [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ') || 'Имя не указано'
}

const copyId = (id: string) => copyText(id, { done: 'ID скопирован!', failed: 'Не удалось скопировать ID' })

/** SPEC §2: id (click copies it), avatar, names, nickname, and the edit dialog. */
export function ProfileCard() {
  const { data: user } = useSuspenseQuery(userQueries.me())
  const [editing, setEditing] = useState(false)
  const name = fullName(user)
  return (
    <section className={`${card.section} ${styles.card}`} aria-labelledby="profile-name">
      <div className={styles.identity}>
        <Avatar url={user.avatarUrl} name={user.firstName || user.userName} size={96} />
        <div className={styles.identityText}>
          <h2 id="profile-name" className={styles.name}>
            <ClippedText text={name} max={NAME_LIMIT} />
          </h2>
          {user.userName && (
            <p className={styles.muted}>
              @<ClippedText text={user.userName} max={NICKNAME_LIMIT} />
            </p>
          )}
          <button type="button" className={`${card.chip} ${styles.idButton}`} onClick={() => void copyId(user.id)}>
            ID <ClippedText text={user.id} max={ID_LIMIT} />
            <CopyIcon />
            <span className="visually-hidden"> — скопировать</span>
          </button>
        </div>
      </div>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        Редактировать профиль
      </Button>
      <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />
    </section>
  )
}
