import * as v from 'valibot'
import {
  BODY_TOO_BIG,
  CALL_COUNT_MAX,
  CONDITION_SOURCES,
  CONDITIONS_MAX,
  CONTENT_TYPE_MAX,
  ErrorsSchema,
  FAULT_STATUSES,
  LATENCY_MAX_MS,
  MALFORMED_VARIANTS,
  OWN_BODY_MAX,
  RETRY_AFTER_MAX_S,
  type FaultOutcome,
  type RuleSpec,
} from '../../rules/rule-schema'
import type { OutcomeValues, RuleFormValues } from './rule-form-values'

// The rule form's one schema: it reads what support typed (text, as inputs hold it) and turns it into
// a RuleSpec, each refusal in Russian under the field it names. Only the chosen outcome's and scope's
// fields are read: a value typed for another choice stays in the form and is ignored.

/**
 * The form holds the fields of every choice at once; the schema's own input type is the union of what
 * each choice reads, narrower than that. Any values of the form are a valid input (an object schema
 * drops the fields it does not read), so the schema is typed as reading them.
 */
export const readingValues = <TValues, TOutput, TInput = unknown>(schema: v.GenericSchema<TInput, TOutput>) =>
  schema as unknown as v.GenericSchema<TValues, TOutput>

/** A whole number typed as digits, within its range; anything else gets `message`. */
const wholeText = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

/** A number as support types it, with a comma or a dot. */
const decimalText = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => text.replace(',', '.')),
    v.regex(/^-?\d+(\.\d+)?$/, message),
  )

const message = v.pipe(v.string(), v.trim(), v.nonEmpty('Введите текст ошибки (message)'))
const statusWith = <TStatus extends v.GenericSchema<number, number>, TEntries extends v.ObjectEntries>(
  status: TStatus,
  entries: TEntries,
) => v.object({ kind: v.literal('status'), status, message, ...entries })
const OTHER_STATUSES = FAULT_STATUSES.filter((status) => status !== 400 && status !== 429)

const OutcomeOptionsSchema = v.variant('kind', [
  v.variant('status', [
    statusWith(v.literal(400), {
      errors: v.pipe(
        v.string(),
        v.parseJson(undefined, 'Поле errors должно быть JSON-объектом, например {"amount": ["Текст ошибки"]}'),
        // One message on the field itself: the model's own issues would name a key inside the JSON.
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const errors = v.safeParse(ErrorsSchema, dataset.value)
          if (errors.success) return errors.output
          addIssue({ message: 'В errors у каждого поля должен быть список строк' })
          return NEVER
        }),
      ),
    }),
    statusWith(v.literal(429), {
      retryAfter: wholeText(0, RETRY_AFTER_MAX_S, 'Retry-After — целое число секунд от 0 до 86 400'),
    }),
    statusWith(v.picklist(OTHER_STATUSES), {}),
  ]),
  v.object({ kind: v.picklist(['network', 'hang', 'pause']) }),
  v.object({ kind: v.literal('malformed'), variant: v.picklist(MALFORMED_VARIANTS) }),
  v.object({
    kind: v.literal('latency'),
    ms: wholeText(0, LATENCY_MAX_MS, 'Задержка — целое число миллисекунд от 0 до 600 000'),
  }),
  v.object({
    kind: v.literal('own'),
    ownStatus: wholeText(100, 599, 'Статус — целое число от 100 до 599'),
    contentType: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(CONTENT_TYPE_MAX, `Тип содержимого — не длиннее ${CONTENT_TYPE_MAX} символов`),
    ),
    body: v.pipe(v.string(), v.maxLength(OWN_BODY_MAX, BODY_TOO_BIG)),
  }),
])

const OutcomeSchema = v.pipe(
  OutcomeOptionsSchema,
  v.transform((outcome): FaultOutcome => {
    if (outcome.kind !== 'own') return outcome
    const { ownStatus, contentType, body } = outcome
    return { kind: 'own', status: ownStatus, contentType, body }
  }),
)
/** What a call answers, from the outcome's fields: the rule form's and a waiting call's. */
export const OutcomeFormSchema = readingValues<OutcomeValues, FaultOutcome>(OutcomeSchema)

const callNumber = wholeText(1, CALL_COUNT_MAX, 'Номер вызова — целое число от 1')
const ScopeFormSchema = v.variant('kind', [
  v.object({ kind: v.literal('every') }),
  v.object({ kind: v.literal('nth'), n: callNumber }),
  v.object({ kind: v.literal('first'), n: callNumber }),
  v.object({
    kind: v.literal('chance'),
    percent: v.pipe(
      decimalText('Вероятность — число процентов от 0 до 100'),
      v.transform(Number),
      v.minValue(0, 'Вероятность — число процентов от 0 до 100'),
      v.maxValue(100, 'Вероятность — число процентов от 0 до 100'),
    ),
    seed: wholeText(0, 2 ** 32 - 1, 'Зерно — целое число от 0 до 4 294 967 295'),
  }),
])

const conditionOn = <TOp extends v.GenericSchema<string, string>, TValue extends v.GenericSchema<string, string>>(
  op: TOp,
  value: TValue,
) =>
  v.object({
    source: v.picklist(CONDITION_SOURCES),
    field: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Укажите поле или параметр'),
      v.maxLength(200, 'Имя поля — не длиннее 200 символов'),
    ),
    op,
    value,
  })

const ConditionFormSchema = v.variant('op', [
  conditionOn(v.picklist(['gte', 'lte']), decimalText('Для «≥» и «≤» нужно число')),
  conditionOn(
    v.picklist(['eq', 'contains']),
    v.pipe(v.string(), v.maxLength(1_000, 'Значение — не длиннее 1000 символов')),
  ),
])

/** The whole form: its values in, a RuleSpec out. */
export const RuleFormSchema = readingValues<RuleFormValues, RuleSpec>(
  v.pipe(
    v.object({
      call: v.string(),
      outcome: OutcomeSchema,
      scope: ScopeFormSchema,
      conditions: v.pipe(v.array(ConditionFormSchema), v.maxLength(CONDITIONS_MAX)),
      off: v.boolean(),
    }),
    v.transform(({ call, outcome, scope, conditions, off }): RuleSpec => ({
      call,
      outcome,
      scope,
      origin: 'manual',
      ...(conditions.length > 0 && { when: conditions }),
      ...(off && { off: true }),
    })),
  ),
)
