import { defineMessages } from '../defineMessages'

/** The Studio: the profile editor, its preview, support received, totals, note moderation, session renewal. */
export const studio = defineMessages({})
