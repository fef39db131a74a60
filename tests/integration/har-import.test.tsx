import { readFileSync } from 'node:fs'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getToken } from '@/api/token'
import { applyImport } from '@mocks/studio/import/har-import-apply'
import { planImport } from '@mocks/studio/import/har-import-plan'
import { readHarText } from '@mocks/studio/import/har-import-read'
import { renderRoute, signInAs } from '../render'

async function importFixture() {
  const reading = readHarText(readFileSync('tests/fixtures/customer.har', 'utf8'))
  if (!reading.ok) throw new Error(reading.error)
  await applyImport(await planImport(reading.entries))
}

describe("applying a customer's HAR", () => {
  it("shows the customer's balance and services, and the support person stays signed in", async () => {
    const { session } = signInAs()
    await importFixture()
    expect(getToken()).toBe(session.token)
    renderRoute('/')
    expect(await screen.findByText('3 217,40 ₽')).toBeInTheDocument()
    // The services' loader comes with the home screen's code, which may arrive after the user's answer.
    expect(await screen.findByText('Minecraft — Выживание')).toBeInTheDocument()
    expect(screen.getByText('Rust Классика')).toBeInTheDocument()
  })

  it('replays the failed devices calls: the devices screen shows their error', async () => {
    signInAs()
    await importFixture()
    renderRoute('/profile/devices')
    expect(await screen.findByText('Не удалось загрузить устройства. Сервис устройств недоступен')).toBeInTheDocument()
  })

  it('signs the support person in as the customer when nobody was signed in', async () => {
    await importFixture()
    expect(getToken()).not.toBeNull()
    renderRoute('/')
    expect(await screen.findByText('3 217,40 ₽')).toBeInTheDocument()
  })
})
