import { defineMessages } from '../defineMessages'

/** A creator's page: the profile, support form, suggested amounts, note, thank-you, supporters' wall, creator search. */
export const creators = defineMessages({})
