// The devtools bar's place above the app, held from the first paint on the dev server by index.html
// (build/devtools-bar-room.ts): the bar arrives with the shell's code, later than the app, and takes
// this room instead of pushing the app down.

/** The element the bar renders into. */
export const BAR_HOST_ID = 'lk-devtools-bar'

/** The bar's height: its button (24 px), padding (2 × 4 px) and bottom border (1 px). */
export const BAR_HEIGHT_PX = 33
