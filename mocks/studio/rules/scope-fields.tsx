import { LabeledInput, LabeledSelect } from '../shell/labeled-controls'
import type { Draft } from './rule-draft'

type Props = { draft: Draft; change: (patch: Partial<Draft>) => void }

const SCOPES: readonly (readonly [Draft['scope'], string])[] = [
  ['every', 'Каждый вызов'],
  ['nth', 'Только N-й вызов'],
  ['first', 'Первые N вызовов'],
  ['chance', 'С вероятностью P %'],
]

/** Which of the call's requests the rule takes: all, the Nth, the first N, or each with a seeded chance. */
export function ScopeFields({ draft, change }: Props) {
  return (
    <>
      <LabeledSelect
        label="Какие вызовы"
        value={draft.scope}
        options={SCOPES}
        onChange={(scope) => change({ scope })}
      />
      {(draft.scope === 'nth' || draft.scope === 'first') && (
        <LabeledInput label="N" numeric value={draft.n} onChange={(n) => change({ n })} />
      )}
      {draft.scope === 'chance' && (
        <>
          <LabeledInput
            label="Вероятность, %"
            numeric
            value={draft.percent}
            onChange={(percent) => change({ percent })}
          />
          <LabeledInput
            label="Зерно (одна ссылка — те же вызовы)"
            numeric
            value={draft.seed}
            onChange={(seed) => change({ seed })}
          />
        </>
      )}
    </>
  )
}
