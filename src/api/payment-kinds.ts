// A payment's kinds and statuses (SPEC §7), apart from the rest of ./payments: the history's
// address check names them, and it is in every screen's first load, while the schemas and the
// top-up are not.

export const PAYMENT_KINDS = ['topup', 'cashback_accrual', 'cashback_spend', 'purchase'] as const
export const PAYMENT_STATUSES = ['success', 'pending', 'failed'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
