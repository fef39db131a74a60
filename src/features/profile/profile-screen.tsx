import type { ReactNode } from 'react'
import { ContactsSection } from './contacts-section'
import { ProfileCard } from './profile-card'
import styles from './profile.module.css'

type ProfileScreenProps = {
  /** The password section, beside the contacts on a wide screen. */
  security: ReactNode
  /** The two-factor methods. */
  twoFactor: ReactNode
  /** The signed-in devices summary. */
  devices: ReactNode
  /** The sign-out button at the end. */
  signOut: ReactNode
}

/** SPEC §2 /profile: card, contacts, security, two-factor, devices, sign-out (the route puts in the other features' sections). */
export function ProfileScreen({ security, twoFactor, devices, signOut }: ProfileScreenProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Личные данные</h1>
      <ProfileCard />
      <div className={styles.grid}>
        <ContactsSection />
        {security}
      </div>
      {twoFactor}
      {devices}
      <div>{signOut}</div>
    </div>
  )
}
