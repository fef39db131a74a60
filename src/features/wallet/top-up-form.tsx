import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { PAYMENT_METHODS, type PaymentMethod } from '@/api/payments'
import { userQueries } from '@/api/user'
import { useAppForm } from '@/ui/app-form'
import { Button } from '@/ui/button'
import { TopUpAmountSchema } from './amount-schema'
import { methodTitle } from './payment-labels'
import { formatWholeRubles, maskEmail } from '@/ui/format'
import { NO_EMAIL_MESSAGE, useTopUp } from './use-top-up'
import layout from '@/ui/layout.module.css'
import styles from './top-up.module.css'

/** SPEC §5/§9: quick picks and the default amount. */
export const QUICK_AMOUNTS = [500, 1000, 1500, 2000, 2500] as const
const DEFAULT_AMOUNT = '500'

const HINTS: Record<PaymentMethod, string> = {
  card: 'Visa, Mastercard, МИР',
  sbp: 'Система быстрых платежей, по QR-коду',
}
const METHODS = PAYMENT_METHODS.map((value) => ({ value, title: methodTitle(value), hint: HINTS[value] }))

/** Where the 54-ФЗ receipt goes: the account's e-mail, partly hidden (the screen may be seen by others). */
export const receiptText = (email: string) => `Чек об оплате придёт на почту ${maskEmail(email)}`

const TopUpFormSchema = v.object({ amount: TopUpAmountSchema, method: v.picklist(PAYMENT_METHODS) })

/** The top-up form (lazy: TanStack Form loads only when someone opens it). */
export default function TopUpForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { data: user } = useSuspenseQuery(userQueries.me())
  const topUp = useTopUp(user, onBusyChange)
  const form = useAppForm({
    defaultValues: { amount: DEFAULT_AMOUNT, method: 'card' as PaymentMethod },
    validators: { onChange: TopUpFormSchema, onSubmit: TopUpFormSchema },
    onSubmit: ({ value }) => {
      const amount = v.safeParse(TopUpAmountSchema, value.amount)
      if (amount.success) topUp.submit({ method: value.method, amount: amount.output })
    },
  })

  return (
    <form.AppForm>
      <form.Form className={layout.formColumn}>
        <form.AppField name="amount">
          {(field) => (
            <>
              <field.TextField
                label="Сумма пополнения"
                inputMode="numeric"
                autoComplete="off"
                disabled={topUp.busy}
                trailing={<span aria-hidden="true">₽</span>}
                hint="Целое число рублей, до 100 000 ₽"
              />
              <div role="group" aria-label="Быстрый выбор суммы" className={styles.picks}>
                {QUICK_AMOUNTS.map((pick) => (
                  <button
                    key={pick}
                    type="button"
                    className={styles.pick}
                    aria-pressed={field.state.value.trim() === String(pick)}
                    disabled={topUp.busy}
                    onClick={() => field.handleChange(String(pick))}
                  >
                    {formatWholeRubles(pick)}
                  </button>
                ))}
              </div>
            </>
          )}
        </form.AppField>
        <form.Field name="method">
          {(field) => (
            <fieldset className={styles.methods} disabled={topUp.busy} data-busy={topUp.busy || undefined}>
              <legend className={styles.legend}>Способ оплаты</legend>
              {METHODS.map((method) => (
                <label key={method.value} className={styles.method}>
                  <input
                    type="radio"
                    name="method"
                    value={method.value}
                    checked={field.state.value === method.value}
                    onChange={() => field.handleChange(method.value)}
                  />
                  <span className={styles.methodText}>
                    {method.title}
                    <span className={styles.methodHint}>{method.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </form.Field>
        <p className={styles.receipt}>{user.email ? receiptText(user.email) : NO_EMAIL_MESSAGE}</p>
        <Button type="submit" fullWidth loading={topUp.busy}>
          Перейти к оплате
        </Button>
      </form.Form>
    </form.AppForm>
  )
}
