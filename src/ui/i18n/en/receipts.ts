import { defineMessages } from '../defineMessages'

/** A receipt's page: one support, its note, the transaction, and Share. */
export const receipts = defineMessages({
  'receipts.title': 'Receipt',
  'receipts.heading': '{amount} to {creator}',
  'receipts.creator': 'Creator',
  'receipts.supporter': 'Supporter',
  'receipts.amount': 'Amount',
  'receipts.network': 'Network',
  'receipts.date': 'Date',
  'receipts.note': 'Note',
  'receipts.hiddenNote': 'Hidden: visitors see the amount only.',
  'receipts.viewOn': 'View the transaction on {explorer}',
  'receipts.viewOnExplorer': 'View the transaction on the explorer',
  'receipts.share': 'Share',
  'receipts.copyLink': 'Copy link',
  'receipts.copied': 'Copied',
  'receipts.shareTitle': '{amount} to {creator} on {appName}',
  'receipts.loading': 'Loading the receipt…',
  'receipts.notFoundTitle': 'Receipt not found',
  'receipts.notFound': 'There is no receipt for this transaction.',
  'receipts.failed': 'The receipt could not be loaded.',
  'receipts.retry': 'Try again',
  'receipts.creatorPage': 'Go to the creator page',
  'receipts.view': 'View your receipt',
})
