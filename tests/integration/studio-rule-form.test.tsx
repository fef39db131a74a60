import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gateway } from '@mocks/respond'
import { PausedCallView } from '@mocks/studio/panel/rules/paused-call'
import { RulesSection } from '@mocks/studio/panel/rules/rules-section'
import { pauseCall } from '@mocks/studio/rules/paused'

// The rule form as support fills it in: each refusal shows under the field it is about, with the form
// saying so once; what it adds answers the app's calls; a rule opens again for editing as it was.

const DEVICES = gateway('authms/api/Auth/devices')

function renderForm() {
  const user = userEvent.setup()
  render(<RulesSection />)
  const form = screen.getByRole('form', { name: 'Новое правило' })
  const list = screen.getByRole('list', { name: 'Активные правила' })
  return { user, form, list }
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string | RegExp) {
  await user.selectOptions(select, within(select).getByRole('option', { name: option }))
}

describe('the rule form', () => {
  it('says under the delay what is wrong with it, adds nothing, then adds the rule once it is fixed', async () => {
    const { user, form, list } = renderForm()
    await choose(user, within(form).getByLabelText('Вызов', { exact: true }), /^Список устройств/)
    await choose(user, within(form).getByLabelText('Ответ', { exact: true }), 'Задержка')
    const delay = within(form).getByRole('textbox', { name: 'Задержка, мс' })
    await user.clear(delay)
    await user.type(delay, '10 минут')
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }))

    expect(delay).toHaveAccessibleDescription('Задержка — целое число миллисекунд от 0 до 600 000')
    expect(delay).toBeInvalid()
    expect(within(form).getByRole('alert')).toHaveTextContent('Исправьте отмеченные поля')
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)

    await user.clear(delay)
    await user.type(delay, '250')
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }))
    expect(within(list).getByRole('listitem')).toHaveTextContent('Список устройств → задержка 250 мс, каждый вызов')
    expect(delay).not.toHaveAccessibleDescription()
    expect(within(form).getByRole('alert')).toBeEmptyDOMElement()
  })

  it("puts a condition's message under its own value, in its own group", async () => {
    const { user, form, list } = renderForm()
    await user.click(within(form).getByRole('button', { name: 'Добавить условие' }))
    await user.click(within(form).getByRole('button', { name: 'Добавить условие' }))
    const second = within(form).getByRole('group', { name: 'Условие 2' })
    await user.type(within(second).getByRole('textbox', { name: /^Поле/ }), 'amount')
    await choose(user, within(second).getByLabelText('Сравнение'), '≥ (число)')
    await user.type(within(second).getByRole('textbox', { name: 'Значение' }), 'много')
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }))

    const first = within(form).getByRole('group', { name: 'Условие 1' })
    await choose(user, within(first).getByLabelText('Где'), 'Параметр запроса (?…)')
    expect(within(first).getByRole('textbox', { name: 'Имя параметра' })).toHaveAccessibleDescription(
      'Укажите поле или параметр',
    )
    expect(within(second).getByRole('textbox', { name: 'Значение' })).toHaveAccessibleDescription(
      'Для «≥» и «≤» нужно число',
    )
    expect(within(second).getByRole('textbox', { name: /^Поле/ })).not.toHaveAccessibleDescription()
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)
  })

  it('gives a chosen status its usual message, and answers the call with it', async () => {
    const { user, form } = renderForm()
    await choose(user, within(form).getByLabelText('Вызов', { exact: true }), /^Список устройств/)
    await choose(user, within(form).getByLabelText('Статус'), '404')
    expect(within(form).getByRole('textbox', { name: 'Текст ошибки (message)' })).toHaveValue('Не найдено')
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }))

    const answer = await fetch(DEVICES, { method: 'POST' })
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ message: 'Не найдено' })
  })

  it('opens a rule for editing as it was, and saves the change in its place', async () => {
    const { user, form, list } = renderForm()
    await choose(user, within(form).getByLabelText('Вызов', { exact: true }), /^Список устройств/)
    await choose(user, within(form).getByLabelText('Статус'), '429')
    await choose(user, within(form).getByLabelText('Какие вызовы'), 'Первые N вызовов')
    await user.clear(within(form).getByRole('textbox', { name: 'N' }))
    await user.type(within(form).getByRole('textbox', { name: 'N' }), '2')
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }))
    await user.click(within(list).getByRole('button', { name: /^Изменить правило: / }))

    const editing = screen.getByRole('form', { name: 'Изменение правила' })
    expect(within(editing).getByLabelText('Статус')).toHaveValue('429')
    expect(within(editing).getByRole('textbox', { name: 'Retry-After, секунд' })).toHaveValue('30')
    expect(within(editing).getByRole('textbox', { name: 'N' })).toHaveValue('2')
    await user.clear(within(editing).getByRole('textbox', { name: 'Retry-After, секунд' }))
    await user.type(within(editing).getByRole('textbox', { name: 'Retry-After, секунд' }), '5')
    await user.click(within(editing).getByRole('button', { name: 'Сохранить правило' }))

    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Список устройств → 429 «Слишком много запросов», Retry-After 5 с, первые 2 вызова',
    )
  })
})

describe('a waiting call', () => {
  it('is answered with an own answer once its status is a status', async () => {
    const user = userEvent.setup()
    const answered = pauseCall({
      id: 'p1',
      call: 'devices',
      name: 'Список устройств',
      method: 'POST',
      path: '/x',
      body: '',
    })
    render(
      <PausedCallView
        call={{ id: 'p1', call: 'devices', name: 'Список устройств', method: 'POST', path: '/x', body: '' }}
        index={0}
      />,
    )
    const form = screen.getByRole('form', { name: 'Ждёт ответа: 1. Список устройств' })
    await choose(user, within(form).getByLabelText('Ответить'), 'Свой ответ')
    const status = within(form).getByRole('textbox', { name: 'Статус (100–599)' })
    await user.clear(status)
    await user.type(status, '99')
    await user.click(within(form).getByRole('button', { name: 'Ответить' }))
    expect(status).toHaveAccessibleDescription('Статус — целое число от 100 до 599')

    await user.clear(status)
    await user.type(status, '201')
    await user.click(within(form).getByRole('button', { name: 'Ответить' }))
    await expect(answered).resolves.toEqual({
      kind: 'outcome',
      outcome: { kind: 'own', status: 201, contentType: 'application/json', body: '{\n  "message": "ok"\n}' },
    })
  })
})
