/** TanStack Form keeps schema issues as objects (or strings from plain validators): show the first message. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const { message } = error as { message: unknown }
      if (typeof message === 'string' && message) return message
    }
  }
  return undefined
}

type FieldMetaUpdater = <TMeta extends { errorMap: object }>(meta: TMeta) => TMeta

/**
 * Puts a 400's `errors` object (SPEC §8, read by `fieldErrors`) under the form's own fields.
 * `fields` maps each request field, in any case (.NET services answer 'UserName'), to the form field
 * that shows it. The message stays until that field is edited into a valid value.
 */
export function showServerFieldErrors<TName extends string>(
  form: { setFieldMeta: (name: TName, updater: FieldMetaUpdater) => void },
  serverErrors: Record<string, string>,
  fields: Record<string, TName>,
) {
  const byLowerCase = new Map(Object.entries(fields).map(([key, name]) => [key.toLowerCase(), name]))
  for (const [key, message] of Object.entries(serverErrors)) {
    const name = byLowerCase.get(key.toLowerCase())
    if (name) form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: message } }))
  }
}
