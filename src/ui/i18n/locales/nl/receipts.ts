import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Betaalbewijs',
  'receipts.heading': '{amount} aan {creator}',
  'receipts.creator': 'Creator',
  'receipts.supporter': 'Supporter',
  'receipts.amount': 'Bedrag',
  'receipts.network': 'Netwerk',
  'receipts.date': 'Datum',
  'receipts.note': 'Notitie',
  'receipts.hiddenNote': 'Verborgen: bezoekers zien alleen het bedrag.',
  'receipts.viewOn': 'Bekijk de transactie op {explorer}',
  'receipts.viewOnExplorer': 'Bekijk de transactie in de explorer',
  'receipts.share': 'Delen',
  'receipts.copyLink': 'Link kopiëren',
  'receipts.copied': 'Gekopieerd',
  'receipts.shareTitle': '{amount} aan {creator} op {appName}',
  'receipts.loading': 'Betaalbewijs laden…',
  'receipts.notFoundTitle': 'Betaalbewijs niet gevonden',
  'receipts.notFound': 'Er is geen betaalbewijs voor deze transactie.',
  'receipts.failed': 'Het betaalbewijs kon niet worden geladen.',
  'receipts.retry': 'Opnieuw proberen',
  'receipts.creatorPage': 'Naar de pagina van de creator',
  'receipts.view': 'Bekijk je betaalbewijs',
} satisfies AreaCatalogue<typeof english>
