import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Notificaciones',
  'notifications.intro':
    'Tu propio servidor se entera de cada apoyo en cuanto llega: añade una dirección https y cada evento se le envía firmado (Standard Webhooks).',
  'notifications.loading': 'Cargando tus notificaciones…',
  'notifications.loadFailed': 'No se pudieron cargar tus notificaciones.',
  'notifications.retry': 'Reintentar',
  'notifications.url': 'URL del endpoint',
  'notifications.urlHint': 'Una dirección https en tu servidor. Puedes añadir hasta {count} endpoints.',
  'notifications.add': 'Añadir endpoint',
  'notifications.secretOnce':
    'Secreto de firma: cópialo ahora, solo se muestra una vez. Tu servidor comprueba cada firma con él.',
  'notifications.secretDone': 'Listo',
  'notifications.offGone': 'Desactivado: el endpoint respondió 410 Gone.',
  'notifications.offFailing': 'Desactivado tras 10 intentos fallidos seguidos.',
  'notifications.off': 'Desactivado.',
  'notifications.turnOn': 'Activar',
  'notifications.sendTest': 'Enviar prueba',
  'notifications.rotate': 'Renovar secreto',
  'notifications.delete': 'Eliminar',
  'notifications.deliveries': 'Envíos recientes',
  'notifications.noDeliveries': 'Aún no se ha enviado nada.',
  'notifications.status.pending': 'Pendiente',
  'notifications.status.succeeded': 'Entregado',
  'notifications.status.failed': 'Fallido',
  'notifications.status.skipped': 'No enviado',
  'notifications.response': 'Respuesta {code}',
  'notifications.redeliver': 'Volver a enviar',
  'notifications.error.url': 'Introduce una dirección https que llegue a un servidor público.',
  'notifications.error.limit': 'Ya tienes el máximo de endpoints permitido.',
  'notifications.error.other': 'No ha funcionado. Inténtalo de nuevo.',
} satisfies AreaCatalogue<typeof english>
