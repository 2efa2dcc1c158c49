import { defineMessages } from '../defineMessages'

/** The wallet sign-in: the connect button, the account and chain buttons, the connect modal (desktop and mobile), its steps, the QR code, the sign-in step. */
export const connect = defineMessages({})
