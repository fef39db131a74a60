import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { openSection, panel } from './studio-panel'

// The rules form as support fills it: a call by its name, an outcome, conditions; then the rule list.

export const ruleForm = (page: Page) => panel(page).getByRole('form', { name: 'Новое правило' })
export const ruleList = (page: Page) => panel(page).getByRole('list', { name: 'Активные правила' })
/** The on/off switch ("Включено: …") of the rule at `index` in the list. */
export const ruleSwitch = (page: Page, index = 0) =>
  ruleList(page)
    .getByRole('listitem')
    .nth(index)
    .getByRole('checkbox', { name: /^Включено/ })

/** Picks the call whose option starts with `name` in a form's "Вызов" select. */
export async function pickCall(form: Locator, name: RegExp) {
  const select = form.getByLabel('Вызов', { exact: true })
  const option = select.getByRole('option', { name })
  await select.selectOption({ label: (await option.textContent()) ?? '' })
}

type Condition = { where?: string; field: string; op: string; value: string }

/** Opens "Правила", picks the call and the outcome; the test fills the rest and adds it. */
export async function startRule(page: Page, call: RegExp, outcome: string) {
  await openSection(page, 'Правила')
  const form = ruleForm(page)
  await pickCall(form, call)
  await form.getByLabel('Ответ', { exact: true }).selectOption({ label: outcome })
  return form
}

export async function addCondition(form: Locator, index: number, condition: Condition) {
  await form.getByRole('button', { name: 'Добавить условие' }).click()
  const group = form.getByRole('group', { name: `Условие ${index}` })
  if (condition.where) await group.getByLabel('Где').selectOption({ label: condition.where })
  await group.getByRole('textbox').first().fill(condition.field)
  await group.getByLabel('Сравнение').selectOption({ label: condition.op })
  await group.getByLabel('Значение').fill(condition.value)
}

export async function submitRule(form: Locator) {
  await form.getByRole('button', { name: 'Добавить правило' }).click()
  await expect(form.locator('[role="alert"]')).toBeEmpty()
}

/** Adds a rule that makes the devices call answer 500 with `message`; `more` fills the rest first (a scope, say). */
export async function failDevicesRule(page: Page, message: string, more?: (form: Locator) => Promise<void>) {
  const form = await startRule(page, /^Список устройств/, 'Ошибка со статусом')
  await form.getByLabel('Текст ошибки (message)').fill(message)
  await more?.(form)
  await submitRule(form)
}

/** The devices screen's failure as the customer reads it. */
export const devicesFailed = (page: Page, message: string) =>
  page.getByText(`Не удалось загрузить устройства. ${message}`).first()
