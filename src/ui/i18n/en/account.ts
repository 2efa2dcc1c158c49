import { defineMessages } from '../defineMessages'

/** The account modal, recent transactions, the Switch Networks modal, the home and account pages, not-found, wrong network, error boundaries and page titles. */
export const account = defineMessages({})
