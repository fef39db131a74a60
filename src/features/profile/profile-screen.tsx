import { SignOutButton } from '@/features/auth/sign-out-button'
import { ContactsSection } from './contacts-section'
import { ProfileCard } from './profile-card'
import styles from './profile.module.css'

/** SPEC §2 /profile: card, contacts, security, two-factor, devices, sign-out. */
export function ProfileScreen() {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Личные данные</h1>
      <ProfileCard />
      <ContactsSection />
      <div>
        <SignOutButton />
      </div>
    </div>
  )
}
