// How much of a server string the profile card shows (a plain module, so end-to-end tests can read
// it too). Three full Russian names fit in 120 characters; nicknames and ids are shorter by rule.
export const NAME_LIMIT = 120
export const NICKNAME_LIMIT = 40
export const ID_LIMIT = 40
