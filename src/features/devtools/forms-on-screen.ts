import * as v from 'valibot'

// TanStack Form's devtools tab lists the forms it has heard announce themselves, and a form announces
// itself once, when it mounts, over the devtools event bus. Two things lost those announcements:
// - the tab listens only while it is open, so a form already on screen when it opens (the sign-in
//   form, a dialog opened first) stayed unlisted until its state changed;
// - the form's event client gives up for good when no bus answers its handshake in five tries (about
//   5 s), and the shell starts its bus only once its lazily loaded code is in: after a slow first load
//   no form ever reached the tab (the same cause as https://github.com/TanStack/pacer/pull/239).
// So, from the page's start (src/routes/__root.tsx loads this first on the dev server), the handshake
// is answered (the shell's bus answers it too once up; a client takes the first answer), the ids of
// the forms on screen are followed in what their client sends, and when the tab opens each form is
// asked, by id, to announce itself again.

const PLUGIN = 'form-devtools'
/** What a connected event client sends for a bus to relay: `form-devtools:form-api` and the like. */
const SentSchema = v.object({ type: v.string(), payload: v.object({ id: v.string() }) })
const onScreen = new Set<string>()

function follow(event: Event) {
  const sent = v.safeParse(SentSchema, event instanceof CustomEvent ? event.detail : undefined)
  if (!sent.success) return
  const { type, payload } = sent.output
  if (type === `${PLUGIN}:form-unmounted`) onScreen.delete(payload.id)
  else if (type === `${PLUGIN}:form-api` || type === `${PLUGIN}:form-state`) onScreen.add(payload.id)
}

window.addEventListener('tanstack-dispatch-event', follow)
window.addEventListener('tanstack-connect', () => window.dispatchEvent(new CustomEvent('tanstack-connect-success')))

/** Each form on screen is asked to announce itself again, to whoever listens now (the Form tab). */
export function announceFormsOnScreen() {
  for (const id of onScreen) {
    const detail = { type: `${PLUGIN}:request-form-state`, payload: { id }, pluginId: PLUGIN }
    window.dispatchEvent(new CustomEvent('tanstack-dispatch-event', { detail }))
  }
}
