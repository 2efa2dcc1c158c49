import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Beleg',
  'receipts.heading': '{amount} an {creator}',
  'receipts.creator': 'Creator',
  'receipts.supporter': 'Unterstützer',
  'receipts.amount': 'Betrag',
  'receipts.network': 'Netzwerk',
  'receipts.date': 'Datum',
  'receipts.note': 'Notiz',
  'receipts.hiddenNote': 'Ausgeblendet: Besucher sehen nur den Betrag.',
  'receipts.viewOn': 'Transaktion auf {explorer} ansehen',
  'receipts.viewOnExplorer': 'Transaktion im Block-Explorer ansehen',
  'receipts.share': 'Teilen',
  'receipts.copyLink': 'Link kopieren',
  'receipts.copied': 'Kopiert',
  'receipts.shareTitle': '{amount} an {creator} auf {appName}',
  'receipts.loading': 'Beleg wird geladen …',
  'receipts.notFoundTitle': 'Beleg nicht gefunden',
  'receipts.notFound': 'Für diese Transaktion gibt es keinen Beleg.',
  'receipts.failed': 'Der Beleg konnte nicht geladen werden.',
  'receipts.retry': 'Erneut versuchen',
  'receipts.creatorPage': 'Zur Seite des Creators',
  'receipts.view': 'Deinen Beleg ansehen',
} satisfies AreaCatalogue<typeof english>
