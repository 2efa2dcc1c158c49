import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Уведомления',
  'notifications.intro':
    'Ваш собственный сервер узнаёт о каждой поддержке сразу: добавьте адрес https, и каждое событие будет отправлено на него с подписью (Standard Webhooks).',
  'notifications.loading': 'Загружаем уведомления…',
  'notifications.loadFailed': 'Не удалось загрузить уведомления.',
  'notifications.retry': 'Повторить',
  'notifications.url': 'URL конечной точки',
  'notifications.urlHint': 'Адрес https на вашем сервере. Можно добавить до {count} конечных точек.',
  'notifications.add': 'Добавить конечную точку',
  'notifications.secretOnce':
    'Секрет подписи: скопируйте его сейчас, он показывается только один раз. Ваш сервер проверяет им каждую подпись.',
  'notifications.secretDone': 'Готово',
  'notifications.offGone': 'Отключено: конечная точка ответила 410 Gone.',
  'notifications.offFailing': 'Отключено после 10 неудачных попыток подряд.',
  'notifications.off': 'Отключено.',
  'notifications.turnOn': 'Включить',
  'notifications.sendTest': 'Отправить тест',
  'notifications.rotate': 'Обновить секрет',
  'notifications.delete': 'Удалить',
  'notifications.deliveries': 'Последние доставки',
  'notifications.noDeliveries': 'Пока ничего не отправлено.',
  'notifications.status.pending': 'Ожидает',
  'notifications.status.succeeded': 'Доставлено',
  'notifications.status.failed': 'Ошибка',
  'notifications.status.skipped': 'Не отправлено',
  'notifications.response': 'Ответ {code}',
  'notifications.redeliver': 'Доставить снова',
  'notifications.error.url': 'Введите адрес https, ведущий на публичный сервер.',
  'notifications.error.limit': 'У вас уже максимальное число конечных точек.',
  'notifications.error.other': 'Не получилось. Попробуйте ещё раз.',
} satisfies AreaCatalogue<typeof english>
