import { authHandlers } from './auth'
import { devicesHandlers } from './devices'
import { passwordHandlers } from './password'
import { profileHandlers } from './profile'
import { scenarioHandlers } from './scenario'
import { servicesHandlers } from './services'
import { sessionHandlers } from './session'
import { twoFactorHandlers } from './two-factor'
import { walletHandlers } from './wallet'

// The scenario gate comes first so it sees every request before an area answers it.
export const handlers = [
  ...scenarioHandlers,
  ...sessionHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...twoFactorHandlers,
  ...passwordHandlers,
  ...devicesHandlers,
  ...servicesHandlers,
  ...walletHandlers,
]
