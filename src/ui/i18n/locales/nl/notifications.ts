import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Meldingen',
  'notifications.intro':
    'Je eigen server hoort van elke steun zodra die binnenkomt: voeg een https-adres toe, en elke gebeurtenis wordt ondertekend naar dat adres gestuurd (Standard Webhooks).',
  'notifications.loading': 'Je meldingen worden geladen…',
  'notifications.loadFailed': 'Je meldingen konden niet worden geladen.',
  'notifications.retry': 'Opnieuw proberen',
  'notifications.url': 'Endpoint-URL',
  'notifications.urlHint': 'Een https-adres op je server. Je kunt tot {count} endpoints toevoegen.',
  'notifications.add': 'Endpoint toevoegen',
  'notifications.secretOnce':
    'Handtekeninggeheim: kopieer het nu, het wordt maar één keer getoond. Je server controleert er elke handtekening mee.',
  'notifications.secretDone': 'Klaar',
  'notifications.offGone': 'Uit: het endpoint antwoordde 410 Gone.',
  'notifications.offFailing': 'Uitgezet na 10 mislukte pogingen op rij.',
  'notifications.off': 'Uit.',
  'notifications.turnOn': 'Aanzetten',
  'notifications.sendTest': 'Test versturen',
  'notifications.rotate': 'Geheim vernieuwen',
  'notifications.delete': 'Verwijderen',
  'notifications.deliveries': 'Laatste leveringen',
  'notifications.noDeliveries': 'Nog niets verstuurd.',
  'notifications.status.pending': 'In behandeling',
  'notifications.status.succeeded': 'Afgeleverd',
  'notifications.status.failed': 'Mislukt',
  'notifications.status.skipped': 'Niet verstuurd',
  'notifications.response': 'Antwoord {code}',
  'notifications.redeliver': 'Opnieuw leveren',
  'notifications.error.url': 'Voer een https-adres in dat een openbare server bereikt.',
  'notifications.error.limit': 'Je hebt al het maximale aantal endpoints.',
  'notifications.error.other': 'Dat is mislukt. Probeer het opnieuw.',
} satisfies AreaCatalogue<typeof english>
