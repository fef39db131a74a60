import { useElementScrollRestoration } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useAfterFirstFrame } from '@/ui/use-after-first-frame'
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

const WINDOW_SCROLL = { getElement: () => window }

/** SPEC §2 /profile: card, contacts, security, two-factor, devices, sign-out (the route puts in the other features' sections). */
export function ProfileScreen({ security, twoFactor, devices, signOut }: ProfileScreenProps) {
  // Below the fold on a phone, they follow the first frame; not when the router brings the screen back
  // to a scrolled position (back and forward), which a first render this short would cut short.
  const rest = useAfterFirstFrame(Boolean(useElementScrollRestoration(WINDOW_SCROLL)?.scrollY))
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Личные данные</h1>
      <ProfileCard />
      <div className={styles.grid}>
        <ContactsSection />
        {security}
      </div>
      {rest && (
        <>
          {twoFactor}
          {devices}
          <div>{signOut}</div>
        </>
      )}
    </div>
  )
}
