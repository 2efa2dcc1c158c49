import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Recibo',
  'receipts.heading': '{amount} para {creator}',
  'receipts.creator': 'Creador',
  'receipts.supporter': 'Mecenas',
  'receipts.amount': 'Importe',
  'receipts.network': 'Red',
  'receipts.date': 'Fecha',
  'receipts.note': 'Nota',
  'receipts.hiddenNote': 'Oculta: los visitantes solo ven el importe.',
  'receipts.viewOn': 'Ver la transacción en {explorer}',
  'receipts.viewOnExplorer': 'Ver la transacción en el explorador',
  'receipts.share': 'Compartir',
  'receipts.copyLink': 'Copiar enlace',
  'receipts.copied': 'Copiado',
  'receipts.shareTitle': '{amount} para {creator} en {appName}',
  'receipts.loading': 'Cargando el recibo…',
  'receipts.notFoundTitle': 'Recibo no encontrado',
  'receipts.notFound': 'No hay ningún recibo para esta transacción.',
  'receipts.failed': 'No se pudo cargar el recibo.',
  'receipts.retry': 'Reintentar',
  'receipts.creatorPage': 'Ir a la página del creador',
  'receipts.view': 'Ver tu recibo',
} satisfies AreaCatalogue<typeof english>
