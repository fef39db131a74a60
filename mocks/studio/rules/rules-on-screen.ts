import { refreshApp } from '../core/app-bridge'
import { subscribeRuleChanges } from './rules'

/**
 * A rule shows at once: after each change of the rules the open screen reads the calls it concerns
 * again, as a customer opening it now would. Returns the unsubscribe.
 */
export const showRulesAtOnce = () => subscribeRuleChanges((calls) => void refreshApp(calls))
