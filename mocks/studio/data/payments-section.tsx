import { useMemo } from 'react'
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/api/payments'
import { KIND_TITLES, methodTitle, STATUS_TITLES } from '@/features/wallet/payment-labels'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { db, type MockUser } from '../../db'
import { LabeledSelect } from '../shell/labeled-controls'
import { addPayment, removePayment } from './editor-actions'
import { FormStatus } from './editor-parts'
import { checkPayment, paymentForm } from './payment-check'
import { PaymentList } from './payment-list'
import { useEditorForm } from './use-editor-form'
import styles from './data-editor.module.css'

const KINDS = PAYMENT_KINDS.map((kind) => [kind, KIND_TITLES[kind]] as const)
const STATUSES = PAYMENT_STATUSES.map((status) => [status, STATUS_TITLES[status]] as const)
const METHODS = [
  ...PAYMENT_METHODS.map((method) => [method, methodTitle(method)] as const),
  ['', 'Без способа (кэшбэк, оплата услуги)'] as const,
]

function AddPayment({ user }: { user: MockUser }) {
  const { form, set, input, status, submit } = useEditorForm(
    paymentForm,
    (values) => checkPayment(values, user.id),
    addPayment,
    'Платёж добавлен',
    true,
  )
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Новый платёж">
      <div className={styles.pair}>
        <Field label="Дата и время" type="datetime-local" {...input('date')} />
        <Field label="Сумма" inputMode="decimal" {...input('amount')} />
      </div>
      <div className={styles.pair}>
        <LabeledSelect label="Тип" value={form.type} options={KINDS} onChange={set('type')} />
        <LabeledSelect label="Статус" value={form.status} options={STATUSES} onChange={set('status')} />
      </div>
      <LabeledSelect label="Способ" value={form.method} options={METHODS} onChange={set('method')} />
      <Field label="Описание" {...input('description')} />
      <Button type="submit">Добавить платёж</Button>
      <FormStatus text={status} />
    </form>
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
