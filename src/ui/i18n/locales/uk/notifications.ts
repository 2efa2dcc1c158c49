import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Сповіщення',
  'notifications.intro':
    'Ваш власний сервер дізнається про кожну підтримку одразу: додайте адресу https, і кожну подію буде надіслано на неї з підписом (Standard Webhooks).',
  'notifications.loading': 'Завантажуємо сповіщення…',
  'notifications.loadFailed': 'Не вдалося завантажити сповіщення.',
  'notifications.retry': 'Спробувати ще раз',
  'notifications.url': 'URL кінцевої точки',
  'notifications.urlHint': 'Адреса https на вашому сервері. Можна додати до {count} кінцевих точок.',
  'notifications.add': 'Додати кінцеву точку',
  'notifications.secretOnce':
    'Секрет підпису: скопіюйте його зараз, він показується лише один раз. Ваш сервер перевіряє ним кожен підпис.',
  'notifications.secretDone': 'Готово',
  'notifications.offGone': 'Вимкнено: кінцева точка відповіла 410 Gone.',
  'notifications.offFailing': 'Вимкнено після 10 невдалих спроб поспіль.',
  'notifications.off': 'Вимкнено.',
  'notifications.turnOn': 'Увімкнути',
  'notifications.sendTest': 'Надіслати тест',
  'notifications.rotate': 'Оновити секрет',
  'notifications.delete': 'Видалити',
  'notifications.deliveries': 'Останні доставки',
  'notifications.noDeliveries': 'Поки нічого не надіслано.',
  'notifications.status.pending': 'Очікує',
  'notifications.status.succeeded': 'Доставлено',
  'notifications.status.failed': 'Помилка',
  'notifications.status.skipped': 'Не надіслано',
  'notifications.response': 'Відповідь {code}',
  'notifications.redeliver': 'Доставити знову',
  'notifications.error.url': 'Введіть адресу https, що веде на публічний сервер.',
  'notifications.error.limit': 'У вас уже максимальна кількість кінцевих точок.',
  'notifications.error.other': 'Не вийшло. Спробуйте ще раз.',
} satisfies AreaCatalogue<typeof english>
