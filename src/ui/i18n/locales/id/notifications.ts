import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Notifikasi',
  'notifications.intro':
    'Server Anda sendiri mengetahui setiap dukungan begitu tiba: tambahkan alamat https, dan setiap peristiwa dikirim ke sana dengan tanda tangan (Standard Webhooks).',
  'notifications.loading': 'Memuat notifikasi Anda…',
  'notifications.loadFailed': 'Notifikasi Anda tidak dapat dimuat.',
  'notifications.retry': 'Coba lagi',
  'notifications.url': 'URL endpoint',
  'notifications.urlHint': 'Alamat https di server Anda. Anda dapat menambahkan hingga {count} endpoint.',
  'notifications.add': 'Tambah endpoint',
  'notifications.secretOnce':
    'Rahasia penandatanganan: salin sekarang, hanya ditampilkan sekali. Server Anda memeriksa setiap tanda tangan dengannya.',
  'notifications.secretDone': 'Oke',
  'notifications.offGone': 'Dimatikan: endpoint menjawab 410 Gone.',
  'notifications.offFailing': 'Dimatikan setelah 10 percobaan gagal berturut-turut.',
  'notifications.off': 'Dimatikan.',
  'notifications.turnOn': 'Nyalakan',
  'notifications.sendTest': 'Kirim uji',
  'notifications.rotate': 'Perbarui rahasia',
  'notifications.delete': 'Hapus',
  'notifications.deliveries': 'Pengiriman terakhir',
  'notifications.noDeliveries': 'Belum ada yang dikirim.',
  'notifications.status.pending': 'Menunggu',
  'notifications.status.succeeded': 'Terkirim',
  'notifications.status.failed': 'Gagal',
  'notifications.status.skipped': 'Tidak dikirim',
  'notifications.response': 'Jawaban {code}',
  'notifications.redeliver': 'Kirim ulang',
  'notifications.error.url': 'Masukkan alamat https yang menjangkau server publik.',
  'notifications.error.limit': 'Anda sudah memiliki jumlah endpoint maksimum.',
  'notifications.error.other': 'Tidak berhasil. Silakan coba lagi.',
} satisfies AreaCatalogue<typeof english>
