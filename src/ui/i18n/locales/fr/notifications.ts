import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Notifications',
  'notifications.intro':
    'Votre propre serveur apprend chaque soutien dès son arrivée : ajoutez une adresse https, et chaque événement lui est envoyé signé (Standard Webhooks).',
  'notifications.loading': 'Chargement de vos notifications…',
  'notifications.loadFailed': 'Vos notifications n’ont pas pu être chargées.',
  'notifications.retry': 'Réessayer',
  'notifications.url': 'URL du point de terminaison',
  'notifications.urlHint':
    'Une adresse https sur votre serveur. Vous pouvez ajouter jusqu’à {count} points de terminaison.',
  'notifications.add': 'Ajouter un point de terminaison',
  'notifications.secretOnce':
    'Secret de signature : copiez-le maintenant, il n’est affiché qu’une fois. Votre serveur vérifie chaque signature avec lui.',
  'notifications.secretDone': 'OK',
  'notifications.offGone': 'Désactivé : le point de terminaison a répondu 410 Gone.',
  'notifications.offFailing': 'Désactivé après 10 tentatives échouées d’affilée.',
  'notifications.off': 'Désactivé.',
  'notifications.turnOn': 'Activer',
  'notifications.sendTest': 'Envoyer un test',
  'notifications.rotate': 'Renouveler le secret',
  'notifications.delete': 'Supprimer',
  'notifications.deliveries': 'Derniers envois',
  'notifications.noDeliveries': 'Rien n’a encore été envoyé.',
  'notifications.status.pending': 'En attente',
  'notifications.status.succeeded': 'Livré',
  'notifications.status.failed': 'Échec',
  'notifications.status.skipped': 'Non envoyé',
  'notifications.response': 'Réponse {code}',
  'notifications.redeliver': 'Renvoyer',
  'notifications.error.url': 'Saisissez une adresse https qui atteint un serveur public.',
  'notifications.error.limit': 'Vous avez déjà le nombre maximal de points de terminaison.',
  'notifications.error.other': 'Cela n’a pas fonctionné. Veuillez réessayer.',
} satisfies AreaCatalogue<typeof english>
