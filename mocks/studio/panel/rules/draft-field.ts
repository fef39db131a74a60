import type { Draft } from './rule-draft'

/** What each part of the rule form gets: the draft, and how to change some of its fields. */
export type DraftPart = { draft: Draft; change: (patch: Partial<Draft>) => void }

/** One field of the draft as a labelled control takes it: `<LabeledInput label="N" {...draftField(part, 'n')} />`. */
export function draftField<K extends keyof Draft>({ draft, change }: DraftPart, key: K) {
  return {
    value: draft[key],
    onChange: (value: Draft[K]) => {
      const patch: Partial<Draft> = {}
      patch[key] = value
      change(patch)
    },
  }
}
