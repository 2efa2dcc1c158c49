import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Benachrichtigungen',
  'notifications.intro':
    'Dein eigener Server erfährt von jeder Unterstützung, sobald sie eintrifft: Füge eine https-Adresse hinzu, und jedes Ereignis wird signiert dorthin gesendet (Standard Webhooks).',
  'notifications.loading': 'Deine Benachrichtigungen werden geladen …',
  'notifications.loadFailed': 'Deine Benachrichtigungen konnten nicht geladen werden.',
  'notifications.retry': 'Erneut versuchen',
  'notifications.url': 'Endpunkt-URL',
  'notifications.urlHint': 'Eine https-Adresse auf deinem Server. Du kannst bis zu {count} Endpunkte hinzufügen.',
  'notifications.add': 'Endpunkt hinzufügen',
  'notifications.secretOnce':
    'Signaturschlüssel: Kopiere ihn jetzt, er wird nur einmal angezeigt. Dein Server prüft damit jede Signatur.',
  'notifications.secretDone': 'Fertig',
  'notifications.offGone': 'Ausgeschaltet: Der Endpunkt hat mit 410 Gone geantwortet.',
  'notifications.offFailing': 'Ausgeschaltet nach 10 fehlgeschlagenen Versuchen in Folge.',
  'notifications.off': 'Ausgeschaltet.',
  'notifications.turnOn': 'Einschalten',
  'notifications.sendTest': 'Test senden',
  'notifications.rotate': 'Schlüssel erneuern',
  'notifications.delete': 'Löschen',
  'notifications.deliveries': 'Letzte Zustellungen',
  'notifications.noDeliveries': 'Noch nichts gesendet.',
  'notifications.status.pending': 'Ausstehend',
  'notifications.status.succeeded': 'Zugestellt',
  'notifications.status.failed': 'Fehlgeschlagen',
  'notifications.status.skipped': 'Nicht gesendet',
  'notifications.response': 'Antwort {code}',
  'notifications.redeliver': 'Erneut zustellen',
  'notifications.error.url': 'Gib eine https-Adresse ein, die einen öffentlichen Server erreicht.',
  'notifications.error.limit': 'Du hast bereits die höchstens erlaubte Zahl an Endpunkten.',
  'notifications.error.other': 'Das hat nicht geklappt. Bitte versuche es erneut.',
} satisfies AreaCatalogue<typeof english>
