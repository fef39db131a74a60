import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute, signInAs } from '../render'

describe('the home screen', () => {
  it('shows the profile card linking to /profile, the wallet, services and the promo', async () => {
    signInAs()
    renderRoute('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Иван!' })).toBeInTheDocument()
    const profile = screen.getByRole('link', { name: /Иван Петров/ })
    expect(profile).toHaveAttribute('href', '/profile')
    expect(profile).toHaveTextContent('ID 10231')
    expect(screen.getByText('1 250,50 ₽')).toBeInTheDocument()
    expect(screen.getByText('87,25')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Бесплатный хостинг на 24 часа' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Попробовать бесплатно/ })).toHaveAttribute('target', '_blank')
  })

  it('lists hosting and the launcher as active, and the partner entries with their status', async () => {
    signInAs()
    renderRoute('/')
    const catalog = await screen.findByRole('region', { name: 'Сервисы' })
    const entries = within(catalog).getAllByRole('listitem')
    expect(entries).toHaveLength(4)
    const [hosting, launcher, voice, mods] = entries as [HTMLElement, HTMLElement, HTMLElement, HTMLElement]
    expect(within(hosting).getByRole('link', { name: /Хостинг игровых серверов/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(hosting).toHaveTextContent('Доступен')
    expect(within(launcher).getByRole('link', { name: /Игровой лаунчер/ })).toHaveAttribute('target', '_blank')
    expect(launcher).toHaveTextContent('Доступен')
    expect(voice).toHaveTextContent('Неактивен')
    expect(mods).toHaveTextContent('Скоро')
    expect(within(mods).queryByRole('link')).not.toBeInTheDocument()
    // Each entry has its logo, a small same-origin SVG (decorative: the name says it all).
    for (const entry of entries) {
      const images = entry.querySelectorAll('img')
      expect(images).toHaveLength(1)
      expect(images[0]?.getAttribute('src')).toMatch(/^\/partners\/.+\.svg$/)
      expect(images[0]).toHaveAttribute('alt', '')
    }
  })
})

describe('coming back from the payment provider', () => {
  it('tells the user the payment went through and drops the marker from the address', async () => {
    signInAs()
    const { router } = renderRoute('/?payment=success')
    expect(await screen.findByText('Оплата прошла, баланс пополнен')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('says a cancelled payment took no money', async () => {
    signInAs()
    renderRoute('/?payment=failed')
    expect(await screen.findByText('Оплата не завершена, деньги не списаны')).toBeInTheDocument()
  })

  it('back with the back button (a page from the back-forward cache), the balance is fetched again', async () => {
    const { account } = signInAs()
    renderRoute('/')
    const balance = await screen.findByRole('article', { name: 'Баланс' })
    expect(balance).toHaveTextContent(/1\s250,50\s₽/)
    // Meanwhile the provider credited the payment.
    account.balance += 1000
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    await waitFor(() => expect(screen.getByRole('article', { name: 'Баланс' })).toHaveTextContent(/2\s250,50\s₽/))
  })
})
