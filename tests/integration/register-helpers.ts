import { fireEvent, screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { renderRoute } from '../render'

// The registration form as its tests drive it: opened from the sign-in card, filled, up to its code step.

export type User = ReturnType<typeof renderRoute>['user']

export const NEW = { email: 'new.player@example.com', name: 'Пётр Иванов', nickname: 'petr', password: 'Secret123' }

export async function openRegistration(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Регистрация' }))
  expect(screen.getByRole('heading', { name: 'Регистрация' })).toBeInTheDocument()
  await screen.findByLabelText('Email') // the registration form loads on demand
}

export async function fillRegistration(user: User, values = NEW) {
  await user.type(screen.getByLabelText('Email'), values.email)
  await user.type(screen.getByLabelText('Имя и фамилия'), values.name)
  await user.type(screen.getByLabelText('Никнейм'), values.nickname)
  await user.type(screen.getByLabelText('Пароль'), values.password)
  await user.type(screen.getByLabelText('Повторите пароль'), values.password)
  await user.click(screen.getByRole('checkbox', { name: /согласен на обработку персональных данных/ }))
}

export const boxes = () => screen.getAllByRole('textbox', { name: /^Символ \d из 6$/ })

export function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } })
}

export async function reachCodeStep(user: User) {
  await openRegistration(user)
  await fillRegistration(user)
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
  expect(await screen.findByRole('heading', { name: 'Подтверждение почты' })).toBeInTheDocument()
  await screen.findByRole('textbox', { name: 'Символ 1 из 6' }) // the code step loads on demand
}
