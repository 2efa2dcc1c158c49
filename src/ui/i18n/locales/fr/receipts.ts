import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Reçu',
  'receipts.heading': '{amount} pour {creator}',
  'receipts.creator': 'Créateur',
  'receipts.supporter': 'Soutien',
  'receipts.amount': 'Montant',
  'receipts.network': 'Réseau',
  'receipts.date': 'Date',
  'receipts.note': 'Mot',
  'receipts.hiddenNote': 'Masqué : les visiteurs ne voient que le montant.',
  'receipts.viewOn': 'Voir la transaction sur {explorer}',
  'receipts.viewOnExplorer': 'Voir la transaction dans l’explorateur de blocs',
  'receipts.share': 'Partager',
  'receipts.copyLink': 'Copier le lien',
  'receipts.copied': 'Copié',
  'receipts.shareTitle': '{amount} pour {creator} sur {appName}',
  'receipts.loading': 'Chargement du reçu…',
  'receipts.notFoundTitle': 'Reçu introuvable',
  'receipts.notFound': 'Aucun reçu pour cette transaction.',
  'receipts.failed': 'Le reçu n’a pas pu être chargé.',
  'receipts.retry': 'Réessayer',
  'receipts.creatorPage': 'Aller à la page du créateur',
  'receipts.view': 'Voir votre reçu',
} satisfies AreaCatalogue<typeof english>
