import { SignOutButton } from '@/features/auth/sign-out-button'
import { DevicesSummary } from '@/features/devices/devices-summary'
import { SecuritySection } from '@/features/security/security-section'
import { TwoFactorSection } from '@/features/two-factor/two-factor-section'
import { ContactsSection } from './contacts-section'
import { ProfileCard } from './profile-card'
import styles from './profile.module.css'

/** SPEC §2 /profile: card, contacts, security, two-factor, devices, sign-out. */
export function ProfileScreen() {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Личные данные</h1>
      <ProfileCard />
      <div className={styles.grid}>
        <ContactsSection />
        <SecuritySection />
      </div>
      <TwoFactorSection />
      <DevicesSummary />
      <div>
        <SignOutButton />
      </div>
    </div>
  )
}
