/** The simulated payment provider page: filled in by the wallet feature. */
export async function runPaymentProvider(_location: Location) {
  window.location.replace('/')
}
