import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { announceFormsOnScreen } from './forms-on-screen'

// What a form's devtools event client sends and expects, as the bus protocol has it; the form itself
// is proven on the dev server (tests/e2e-dev), where the client is not the no-op of other builds.

const send = (detail: unknown) => window.dispatchEvent(new CustomEvent('tanstack-dispatch-event', { detail }))
const sent = (type: string, id: unknown) =>
  send({ type: `form-devtools:${type}`, payload: { id }, pluginId: 'form-devtools' })

const RequestSchema = v.object({
  type: v.literal('form-devtools:request-form-state'),
  payload: v.object({ id: v.string() }),
})

/** The ids the forms are asked for when the Form tab opens. */
function asked() {
  const ids: string[] = []
  const listen = (event: Event) => {
    const request = v.safeParse(RequestSchema, event instanceof CustomEvent ? event.detail : undefined)
    if (request.success) ids.push(request.output.payload.id)
  }
  window.addEventListener('tanstack-dispatch-event', listen)
  announceFormsOnScreen()
  window.removeEventListener('tanstack-dispatch-event', listen)
  return ids
}

afterEach(() => {
  for (const id of ['sign-in', 'top-up', 'profile']) sent('form-unmounted', id)
})

describe('the forms on screen, for the Form tab', () => {
  it('answers an event client’s handshake, so it does not give up before the shell’s bus is up', () => {
    let answered = 0
    const count = () => answered++
    window.addEventListener('tanstack-connect-success', count)
    window.dispatchEvent(new CustomEvent('tanstack-connect'))
    window.removeEventListener('tanstack-connect-success', count)
    expect(answered).toBe(1)
  })

  it('asks each form still on screen to announce itself again', () => {
    sent('form-api', 'sign-in')
    sent('form-state', 'top-up')
    sent('form-api', 'profile')
    sent('form-unmounted', 'profile')
    expect(asked()).toEqual(['sign-in', 'top-up'])
  })

  it('ignores what is not a form’s announcement', () => {
    send(null)
    send('form-devtools:form-api')
    sent('form-api', 42)
    send({ type: 'query-devtools:form-api', payload: { id: 'other' } })
    expect(asked()).toEqual([])
  })
})
