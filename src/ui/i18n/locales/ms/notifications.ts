import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Pemberitahuan',
  'notifications.intro':
    'Pelayan anda sendiri mengetahui setiap sokongan sebaik sahaja ia tiba: tambah alamat https, dan setiap peristiwa dihantar kepadanya dengan tandatangan (Standard Webhooks).',
  'notifications.loading': 'Memuatkan pemberitahuan anda…',
  'notifications.loadFailed': 'Pemberitahuan anda tidak dapat dimuatkan.',
  'notifications.retry': 'Cuba lagi',
  'notifications.url': 'URL titik akhir',
  'notifications.urlHint': 'Alamat https pada pelayan anda. Anda boleh menambah sehingga {count} titik akhir.',
  'notifications.add': 'Tambah titik akhir',
  'notifications.secretOnce':
    'Rahsia tandatangan: salin sekarang, ia hanya ditunjukkan sekali. Pelayan anda menyemak setiap tandatangan dengannya.',
  'notifications.secretDone': 'OK',
  'notifications.offGone': 'Dimatikan: titik akhir menjawab 410 Gone.',
  'notifications.offFailing': 'Dimatikan selepas 10 cubaan gagal berturut-turut.',
  'notifications.off': 'Dimatikan.',
  'notifications.turnOn': 'Hidupkan',
  'notifications.sendTest': 'Hantar ujian',
  'notifications.rotate': 'Baharui rahsia',
  'notifications.delete': 'Padam',
  'notifications.deliveries': 'Penghantaran terakhir',
  'notifications.noDeliveries': 'Belum ada yang dihantar.',
  'notifications.status.pending': 'Menunggu',
  'notifications.status.succeeded': 'Dihantar',
  'notifications.status.failed': 'Gagal',
  'notifications.status.skipped': 'Tidak dihantar',
  'notifications.response': 'Jawapan {code}',
  'notifications.redeliver': 'Hantar semula',
  'notifications.error.url': 'Masukkan alamat https yang sampai ke pelayan awam.',
  'notifications.error.limit': 'Anda sudah mempunyai bilangan titik akhir maksimum.',
  'notifications.error.other': 'Tidak berjaya. Sila cuba lagi.',
} satisfies AreaCatalogue<typeof english>
