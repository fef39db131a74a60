// The studio's room beside the page, read by its panel (./page-inset.ts) and by the build, whose
// pages painted from the HTML leave the room from their first paint (build/prerender.ts).

/** Where the panel docks beside the page rather than rising over it as a sheet. */
export const WIDE_WINDOW = '(min-width: 768px)'

/** The closed panel's rail at desktop widths. */
export const RAIL_WIDTH = 36

/** The name of the panel's memory in this tab (./panel-memory.ts), under the build's base. */
export const TAB_MEMORY_NAME = 'lk-mock-panel'
