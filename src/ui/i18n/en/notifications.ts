import { defineMessages } from '../defineMessages'

/** The Studio's Notifications: the creator's webhook endpoints, their secrets and their last deliveries. */
export const notifications = defineMessages({
  'notifications.title': 'Notifications',
  'notifications.intro':
    'Let your own server hear of every support as it arrives: add an https address, and each event is sent to it signed (Standard Webhooks).',
  'notifications.loading': 'Loading your notifications…',
  'notifications.loadFailed': 'Your notifications could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.url': 'Endpoint URL',
  'notifications.urlHint': 'An https address on your server. You can add up to {count} endpoints.',
  'notifications.add': 'Add endpoint',
  'notifications.secretOnce':
    'Signing secret: copy it now, it is shown only once. Your server checks each signature with it.',
  'notifications.secretDone': 'Done',
  'notifications.offGone': 'Turned off: the endpoint answered 410 Gone.',
  'notifications.offFailing': 'Turned off after 10 failed attempts in a row.',
  'notifications.off': 'Turned off.',
  'notifications.turnOn': 'Turn on',
  'notifications.sendTest': 'Send test',
  'notifications.rotate': 'Rotate secret',
  'notifications.delete': 'Delete',
  'notifications.deliveries': 'Last deliveries',
  'notifications.noDeliveries': 'Nothing sent yet.',
  'notifications.status.pending': 'Pending',
  'notifications.status.succeeded': 'Delivered',
  'notifications.status.failed': 'Failed',
  'notifications.status.skipped': 'Not sent',
  'notifications.response': 'Response {code}',
  'notifications.redeliver': 'Redeliver',
  'notifications.error.url': 'Enter an https address that reaches a public server.',
  'notifications.error.limit': 'You already have the most endpoints allowed.',
  'notifications.error.other': 'That did not work. Please try again.',
})
