import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { setScenario } from '@mocks/scenarios'
import { renderRoute, signInAs } from '../render'

type User = ReturnType<typeof renderRoute>['user']

async function home() {
  signInAs()
  const view = renderRoute('/')
  await screen.findByRole('heading', { name: 'Кошелёк' })
  return view
}

/** Opens a wallet card's info dialog with its button; returns the button, which gets the focus back. */
async function openInfo(user: User, button: string, dialog: string) {
  const info = screen.getByRole('button', { name: button })
  await user.click(info)
  return { info, dialog: await screen.findByRole('dialog', { name: dialog }) }
}

describe('the wallet cards', () => {
  it('shows balance and cashback with 2 decimals and the overdraft as coming soon', async () => {
    await home()
    const wallet = screen.getByRole('region', { name: 'Кошелёк' })
    expect(within(wallet).getByRole('article', { name: 'Баланс' })).toHaveTextContent('1 250,50 ₽')
    expect(within(wallet).getByRole('article', { name: 'Кэшбэк' })).toHaveTextContent('87,25 баллов')
    expect(within(wallet).getByRole('article', { name: 'Овердрафт' })).toHaveTextContent('Скоро')
  })

  it('forecasts how long balance plus cashback last for the active services', async () => {
    await home()
    // (1250.50 + 87.25) / ((1790 + 1790) / 30) = 11.2 → 11 days
    const balance = screen.getByRole('article', { name: 'Баланс' })
    expect(await within(balance).findByText('С учётом кэшбэка хватит примерно на 11 дней')).toBeInTheDocument()
    expect(within(balance).queryByText(/Баланс скоро закончится/)).not.toBeInTheDocument()
  })

  it('warns under 7 days and offers a top-up right there', async () => {
    server.use(
      http.get(gateway('serversms/api/Servers/owner/services'), () =>
        HttpResponse.json([{ amount: 9000, message: 'Ark', serverCount: 3 }]),
      ),
    )
    const { user } = await home()
    const warning = await within(screen.getByRole('article', { name: 'Баланс' })).findByRole('status')
    // 1337.75 / 300 per day = 4 days
    expect(warning).toHaveTextContent('Баланс скоро закончится. С учётом кэшбэка хватит примерно на 4 дня')
    await user.click(within(warning).getByRole('button', { name: 'Пополнить' }))
    expect(await screen.findByRole('dialog', { name: 'Пополнение баланса' })).toBeInTheDocument()
  })

  it('has no forecast without paid services', async () => {
    setScenario('new-user')
    await home()
    await within(screen.getByRole('region', { name: 'Мои услуги' })).findByText('У вас пока нет активных услуг.')
    expect(screen.queryByText(/хватит/)).not.toBeInTheDocument()
  })
})

describe('the cashback dialog', () => {
  it('explains points with the 5% example and links to the history', async () => {
    const { user, router } = await home()
    const { dialog } = await openInfo(user, 'Что такое кэшбэк', 'Кэшбэк')
    expect(dialog).toHaveTextContent('1 балл = 1 рубль')
    expect(dialog).toHaveTextContent('при кэшбэке 5% покупка на 1000 ₽ принесёт 50 баллов')
    const link = within(dialog).getByRole('link', { name: 'история начислений и списаний' })
    expect(link).toHaveAttribute('href', '/wallet/history')
    await user.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/history'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('the overdraft dialog', () => {
  it('says the overdraft is not connected and closes with OK', async () => {
    const { user } = await home()
    const { dialog } = await openInfo(user, 'Об овердрафте', 'Овердрафт не подключен')
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes with the close button', async () => {
    const { user } = await home()
    await openInfo(user, 'Об овердрафте', 'Овердрафт не подключен')
    await user.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

// Both info dialogs close the same ways: on Escape (the focus goes back to their button) and on a backdrop click.
describe.each([
  ['Что такое кэшбэк', 'Кэшбэк'],
  ['Об овердрафте', 'Овердрафт не подключен'],
])('the dialog of "%s"', (button, dialog) => {
  it('closes on Escape and gives focus back to the info button', async () => {
    const { user } = await home()
    const { info } = await openInfo(user, button, dialog)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(info).toHaveFocus()
  })

  it('closes on a backdrop click', async () => {
    const { user } = await home()
    await openInfo(user, button, dialog)
    await user.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
