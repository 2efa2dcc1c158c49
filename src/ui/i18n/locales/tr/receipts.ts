import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Makbuz',
  'receipts.heading': '{creator} için {amount}',
  'receipts.creator': 'İçerik üreticisi',
  'receipts.supporter': 'Destekçi',
  'receipts.amount': 'Tutar',
  'receipts.network': 'Ağ',
  'receipts.date': 'Tarih',
  'receipts.note': 'Not',
  'receipts.hiddenNote': 'Gizli: ziyaretçiler yalnızca tutarı görür.',
  'receipts.viewOn': 'İşlemi {explorer} üzerinde görüntüle',
  'receipts.viewOnExplorer': 'İşlemi blok gezgininde görüntüle',
  'receipts.share': 'Paylaş',
  'receipts.copyLink': 'Bağlantıyı kopyala',
  'receipts.copied': 'Kopyalandı',
  'receipts.shareTitle': '{appName} üzerinde {creator} için {amount}',
  'receipts.loading': 'Makbuz yükleniyor…',
  'receipts.notFoundTitle': 'Makbuz bulunamadı',
  'receipts.notFound': 'Bu işlem için makbuz yok.',
  'receipts.failed': 'Makbuz yüklenemedi.',
  'receipts.retry': 'Yeniden dene',
  'receipts.creatorPage': 'İçerik üreticisinin sayfasına git',
  'receipts.view': 'Makbuzunuzu görüntüleyin',
} satisfies AreaCatalogue<typeof english>
