import { useMemo } from 'react'
import { PAYMENT_METHODS } from '@/api/payments'
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@/api/payment-kinds'
import { KIND_TITLES, methodTitle, STATUS_TITLES } from '@/features/wallet/payment-labels'
import { textField } from '@/ui/app-form'
import { db, type MockUser } from '../../../db'
import { addPayment, removePayment } from '../../data/editor-actions'
import { EditorForm } from './editor-parts'
import { selectField } from '../kit/form-fields'
import { useAddForm } from './data-form'
import { PaymentFormSchema, paymentOf, paymentValues } from '../../data/payment-form'
import { PaymentList } from './payment-list'
import styles from './data-editor.module.css'

const KINDS = PAYMENT_KINDS.map((kind) => [kind, KIND_TITLES[kind]] as const)
const STATUSES = PAYMENT_STATUSES.map((status) => [status, STATUS_TITLES[status]] as const)
const METHODS = [
  ...PAYMENT_METHODS.map((method) => [method, methodTitle(method)] as const),
  ['', 'Без способа (кэшбэк, оплата услуги)'] as const,
]

function AddPayment({ user }: { user: MockUser }) {
  const { form, status } = useAddForm(PaymentFormSchema, paymentValues(), 'Платёж добавлен', (values) =>
    addPayment(paymentOf(values, user.id)),
  )
  return (
    <EditorForm form={form} status={status} submit="Добавить платёж" label="Новый платёж">
      <div className={styles.pair}>
        <form.AppField name="createdAt">{textField({ label: 'Дата и время', type: 'datetime-local' })}</form.AppField>
        <form.AppField name="amount">{textField({ label: 'Сумма', inputMode: 'decimal' })}</form.AppField>
      </div>
      <div className={styles.pair}>
        <form.Field name="type">{selectField('Тип', KINDS)}</form.Field>
        <form.Field name="status">{selectField('Статус', STATUSES)}</form.Field>
      </div>
      <form.Field name="method">{selectField('Способ', METHODS)}</form.Field>
      <form.AppField name="description">{textField({ label: 'Описание' })}</form.AppField>
    </EditorForm>
  )
}

export function PaymentsSection({ user, version }: { user: MockUser; version: number }) {
  // Sorted once per change of the data, not per render: the list may hold tens of thousands.
  const payments = useMemo(
    () =>
      db()
        .payments.filter((payment) => payment.userId === user.id)
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` changes whenever the data does
    [user, version],
  )
  return (
    <>
      {payments.length === 0 ? (
        <p className={styles.muted}>Платежей нет.</p>
      ) : (
        <PaymentList payments={payments} onRemove={removePayment} />
      )}
      <AddPayment user={user} />
    </>
  )
}
