import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Notifiche',
  'notifications.intro':
    'Il tuo server viene a sapere di ogni sostegno appena arriva: aggiungi un indirizzo https e ogni evento gli viene inviato firmato (Standard Webhooks).',
  'notifications.loading': 'Caricamento delle notifiche…',
  'notifications.loadFailed': 'Impossibile caricare le notifiche.',
  'notifications.retry': 'Riprova',
  'notifications.url': 'URL dell’endpoint',
  'notifications.urlHint': 'Un indirizzo https sul tuo server. Puoi aggiungere fino a {count} endpoint.',
  'notifications.add': 'Aggiungi endpoint',
  'notifications.secretOnce':
    'Segreto di firma: copialo ora, viene mostrato una sola volta. Il tuo server verifica ogni firma con esso.',
  'notifications.secretDone': 'Fatto',
  'notifications.offGone': 'Disattivato: l’endpoint ha risposto 410 Gone.',
  'notifications.offFailing': 'Disattivato dopo 10 tentativi non riusciti di fila.',
  'notifications.off': 'Disattivato.',
  'notifications.turnOn': 'Attiva',
  'notifications.sendTest': 'Invia test',
  'notifications.rotate': 'Rinnova segreto',
  'notifications.delete': 'Elimina',
  'notifications.deliveries': 'Ultimi invii',
  'notifications.noDeliveries': 'Nessun invio finora.',
  'notifications.status.pending': 'In attesa',
  'notifications.status.succeeded': 'Consegnato',
  'notifications.status.failed': 'Non riuscito',
  'notifications.status.skipped': 'Non inviato',
  'notifications.response': 'Risposta {code}',
  'notifications.redeliver': 'Invia di nuovo',
  'notifications.error.url': 'Inserisci un indirizzo https che raggiunga un server pubblico.',
  'notifications.error.limit': 'Hai già il numero massimo di endpoint consentiti.',
  'notifications.error.other': 'Non ha funzionato. Riprova.',
} satisfies AreaCatalogue<typeof english>
