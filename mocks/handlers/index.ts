import { authHandlers } from './auth'
import { devicesHandlers } from './devices'
import { passwordHandlers } from './password'
import { profileHandlers } from './profile'
import { catchAllHandlers, scenarioHandlers } from './scenario'
import { servicesHandlers } from './services'
import { sessionHandlers } from './session'
import { twoFactorHandlers } from './two-factor'
import { walletHandlers } from './wallet'

// The rule engine comes first so it sees every request before an area answers it. Then the
// calls of the first screen after sign-in (the user, the services): MSW tries the handlers in
// order, and trying one costs a few milliseconds of a throttled phone CPU (it parses the URL
// pattern and cookies each time), so the home screen's calls should not wait behind 20 others.
export const handlers = [
  ...scenarioHandlers,
  ...sessionHandlers,
  ...servicesHandlers,
  ...walletHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...twoFactorHandlers,
  ...passwordHandlers,
  ...devicesHandlers,
  ...catchAllHandlers,
]
