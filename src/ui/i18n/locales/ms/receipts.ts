import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Resit',
  'receipts.heading': '{amount} kepada {creator}',
  'receipts.creator': 'Pencipta kandungan',
  'receipts.supporter': 'Penyokong',
  'receipts.amount': 'Amaun',
  'receipts.network': 'Rangkaian',
  'receipts.date': 'Tarikh',
  'receipts.note': 'Nota',
  'receipts.hiddenNote': 'Disembunyikan: pelawat hanya melihat amaunnya.',
  'receipts.viewOn': 'Lihat transaksi di {explorer}',
  'receipts.viewOnExplorer': 'Lihat transaksi di penjelajah blok',
  'receipts.share': 'Kongsi',
  'receipts.copyLink': 'Salin pautan',
  'receipts.copied': 'Disalin',
  'receipts.shareTitle': '{amount} kepada {creator} di {appName}',
  'receipts.loading': 'Memuatkan resit…',
  'receipts.notFoundTitle': 'Resit tidak ditemui',
  'receipts.notFound': 'Tiada resit untuk transaksi ini.',
  'receipts.failed': 'Resit tidak dapat dimuatkan.',
  'receipts.retry': 'Cuba lagi',
  'receipts.creatorPage': 'Pergi ke halaman pencipta',
  'receipts.view': 'Lihat resit anda',
} satisfies AreaCatalogue<typeof english>
