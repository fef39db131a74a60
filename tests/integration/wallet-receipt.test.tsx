import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db, save } from '@mocks/db'
import { DEMO } from '@mocks/seed'
import { openTopUp } from './top-up-helpers'

describe('the top-up form says where the receipt goes', () => {
  it("names the account's e-mail, partly hidden", async () => {
    const { dialog } = await openTopUp()
    expect(within(dialog).getByText('Чек об оплате придёт на почту d***@example.com')).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(DEMO.email)
  })

  it('without an e-mail, says one is needed for the receipt', async () => {
    const demo = db().users.find((user) => user.userName === DEMO.login)
    if (!demo) throw new Error('no demo user')
    demo.email = ''
    save()
    const { dialog } = await openTopUp()
    expect(within(dialog).getByText('Для чека нужна почта: укажите её в профиле')).toBeInTheDocument()
    expect(screen.queryByText(/Чек об оплате придёт/)).not.toBeInTheDocument()
  })
})
