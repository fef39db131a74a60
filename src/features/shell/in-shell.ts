import { createContext } from 'react'

/** True inside the signed-in layout, whose `<main>` already holds what a route shows. */
export const InShell = createContext(false)
