// A token handed over in `/auth?token=` (SPEC §2). The route's beforeLoad takes it out of the address
// bar at once and keeps it here, in memory only, until the server has accepted it and, when another
// account is signed in, the user has chosen to switch (PRODUCT.md §3). It is never stored otherwise.
let held: string | undefined

export const handedToken = {
  hold(token: string) {
    held = token
  },
  peek(): string | undefined {
    return held
  },
  drop() {
    held = undefined
  },
}
