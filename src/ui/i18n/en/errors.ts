import { defineMessages } from '../defineMessages'

/** The messages shown for error codes (wallet errors, sign-in, transactions): the browser shows the message for a code. */
export const errors = defineMessages({})
