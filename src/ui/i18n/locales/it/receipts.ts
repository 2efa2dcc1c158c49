import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Ricevuta',
  'receipts.heading': '{amount} a {creator}',
  'receipts.creator': 'Creator',
  'receipts.supporter': 'Sostenitore',
  'receipts.amount': 'Importo',
  'receipts.network': 'Rete',
  'receipts.date': 'Data',
  'receipts.note': 'Nota',
  'receipts.hiddenNote': 'Nascosta: i visitatori vedono solo l’importo.',
  'receipts.viewOn': 'Vedi la transazione su {explorer}',
  'receipts.viewOnExplorer': 'Vedi la transazione nell’explorer',
  'receipts.share': 'Condividi',
  'receipts.copyLink': 'Copia link',
  'receipts.copied': 'Copiato',
  'receipts.shareTitle': '{amount} a {creator} su {appName}',
  'receipts.loading': 'Caricamento della ricevuta…',
  'receipts.notFoundTitle': 'Ricevuta non trovata',
  'receipts.notFound': 'Non c’è nessuna ricevuta per questa transazione.',
  'receipts.failed': 'Impossibile caricare la ricevuta.',
  'receipts.retry': 'Riprova',
  'receipts.creatorPage': 'Vai alla pagina del creator',
  'receipts.view': 'Vedi la tua ricevuta',
} satisfies AreaCatalogue<typeof english>
