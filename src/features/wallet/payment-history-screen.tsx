export function PaymentHistoryScreen() {
  return <h1>История начислений и списаний</h1>
}
