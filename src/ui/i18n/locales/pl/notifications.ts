import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Powiadomienia',
  'notifications.intro':
    'Twój własny serwer dowiaduje się o każdym wsparciu, gdy tylko nadejdzie: dodaj adres https, a każde zdarzenie zostanie do niego wysłane z podpisem (Standard Webhooks).',
  'notifications.loading': 'Wczytywanie powiadomień…',
  'notifications.loadFailed': 'Nie udało się wczytać powiadomień.',
  'notifications.retry': 'Spróbuj ponownie',
  'notifications.url': 'Adres URL punktu końcowego',
  'notifications.urlHint': 'Adres https na Twoim serwerze. Możesz dodać do {count} punktów końcowych.',
  'notifications.add': 'Dodaj punkt końcowy',
  'notifications.secretOnce':
    'Sekret podpisu: skopiuj go teraz, jest pokazywany tylko raz. Twój serwer sprawdza nim każdy podpis.',
  'notifications.secretDone': 'Gotowe',
  'notifications.offGone': 'Wyłączony: punkt końcowy odpowiedział 410 Gone.',
  'notifications.offFailing': 'Wyłączony po 10 nieudanych próbach z rzędu.',
  'notifications.off': 'Wyłączony.',
  'notifications.turnOn': 'Włącz',
  'notifications.sendTest': 'Wyślij test',
  'notifications.rotate': 'Odnów sekret',
  'notifications.delete': 'Usuń',
  'notifications.deliveries': 'Ostatnie doręczenia',
  'notifications.noDeliveries': 'Nic jeszcze nie wysłano.',
  'notifications.status.pending': 'Oczekuje',
  'notifications.status.succeeded': 'Doręczono',
  'notifications.status.failed': 'Niepowodzenie',
  'notifications.status.skipped': 'Nie wysłano',
  'notifications.response': 'Odpowiedź {code}',
  'notifications.redeliver': 'Doręcz ponownie',
  'notifications.error.url': 'Wpisz adres https, który prowadzi do publicznego serwera.',
  'notifications.error.limit': 'Masz już największą dozwoloną liczbę punktów końcowych.',
  'notifications.error.other': 'Nie udało się. Spróbuj ponownie.',
} satisfies AreaCatalogue<typeof english>
