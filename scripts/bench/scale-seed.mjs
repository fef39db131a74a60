// Puts the scale benchmark's generated data into the mock the way support would: a reproduction
// file ("Скачать файл .json" in the panel's "Ссылка" section) opened with "Открыть файл…". The
// studio checks it, stores it and opens its page signed in as its session, so the benchmark needs
// no knowledge of the mock's storage layout.

const FILE_FORMAT = 'lk-mock-repro' // mocks/studio/panel/link/link-actions.ts
const SEED_TOKEN = 'seed-win' // the demo user's seeded session (mocks/seed.ts), kept by the generated data
const OPEN_TIMEOUT = 300_000

const without = (record, key) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))

/** `db` (a MockDb) as the reproduction file of `path`: secrets stay out, as in a downloaded one. */
function reproFile(db, path) {
  const signedIn = db.sessions.find((session) => session.token === SEED_TOKEN)
  return {
    format: FILE_FORMAT,
    v: 1,
    page: path,
    scenario: 'default',
    session: signedIn?.id,
    rules: [],
    data: {
      users: db.users.map((user) => without(user, 'password')),
      nextUserId: db.nextUserId,
      sessions: db.sessions.map((session) => without(session, 'token')),
      services: db.services,
      payments: db.payments,
    },
  }
}

/** Opens `path` with `db` in the mock: returns once the page is there, the data stored. */
export async function openWithData(page, origin, db, path) {
  await page.goto(origin + '/')
  await page.getByRole('button', { name: /^Мок:/ }).click()
  const panel = page.getByRole('region', { name: 'Мок-бэкенд' })
  await panel.getByRole('navigation', { name: 'Разделы панели' }).getByRole('button', { name: 'Ссылка' }).click()
  const file = Buffer.from(JSON.stringify(reproFile(db, path)))
  await panel
    .getByLabel('Открыть файл…')
    .setInputFiles({ name: 'scale.json', mimeType: 'application/json', buffer: file })
  await page.waitForURL((url) => url.pathname === path, { timeout: OPEN_TIMEOUT })
}
