import { useState } from 'react'
import type * as v from 'valibot'
import { useAppForm } from '@/ui/app-form'
import { FIX_MARKED_FIELDS } from '../kit/form-fields'

type DataForm<TValues> = {
  /** The form's schema: fields named as in the app's schema, each message under its field. */
  schema: v.GenericSchema<TValues, unknown>
  defaultValues: TValues
  /** Runs with values the schema accepted; returns the status line's text. */
  apply: (values: TValues) => string
  /** Adding forms start again from their defaults; editing forms keep what was applied. */
  resetAfter?: boolean
}

/**
 * An editor form on the app's form kit: checked on submit only (support types freely, then applies),
 * with a live status line that any edit clears.
 */
export function useDataForm<TValues>({ schema, defaultValues, apply, resetAfter = false }: DataForm<TValues>) {
  const [status, setStatus] = useState('')
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: schema },
    onSubmit: ({ value, formApi }) => {
      setStatus(apply(value))
      if (resetAfter) formApi.reset()
    },
    onSubmitInvalid: () => setStatus(FIX_MARKED_FIELDS),
    listeners: { onChange: () => setStatus('') },
  })
  return { form, status }
}

/** A form that adds one item built from its values: the status line says `added`, and the form starts again. */
export function useAddForm<TValues>(
  schema: DataForm<TValues>['schema'],
  defaultValues: TValues,
  added: string,
  add: (values: TValues) => void,
) {
  const apply = (values: TValues) => {
    add(values)
    return added
  }
  return useDataForm({ schema, defaultValues, apply, resetAfter: true })
}
