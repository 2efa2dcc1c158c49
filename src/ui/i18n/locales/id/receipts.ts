import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Tanda terima',
  'receipts.heading': '{amount} untuk {creator}',
  'receipts.creator': 'Kreator',
  'receipts.supporter': 'Pendukung',
  'receipts.amount': 'Jumlah',
  'receipts.network': 'Jaringan',
  'receipts.date': 'Tanggal',
  'receipts.note': 'Catatan',
  'receipts.hiddenNote': 'Disembunyikan: pengunjung hanya melihat jumlahnya.',
  'receipts.viewOn': 'Lihat transaksi di {explorer}',
  'receipts.viewOnExplorer': 'Lihat transaksi di penjelajah blok',
  'receipts.share': 'Bagikan',
  'receipts.copyLink': 'Salin tautan',
  'receipts.copied': 'Disalin',
  'receipts.shareTitle': '{amount} untuk {creator} di {appName}',
  'receipts.loading': 'Memuat tanda terima…',
  'receipts.notFoundTitle': 'Tanda terima tidak ditemukan',
  'receipts.notFound': 'Tidak ada tanda terima untuk transaksi ini.',
  'receipts.failed': 'Tanda terima tidak dapat dimuat.',
  'receipts.retry': 'Coba lagi',
  'receipts.creatorPage': 'Buka halaman kreator',
  'receipts.view': 'Lihat tanda terima Anda',
} satisfies AreaCatalogue<typeof english>
