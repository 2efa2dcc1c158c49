import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Bildirimler',
  'notifications.intro':
    'Kendi sunucunuz her desteği geldiği anda öğrenir: bir https adresi ekleyin, her olay oraya imzalı olarak gönderilir (Standard Webhooks).',
  'notifications.loading': 'Bildirimleriniz yükleniyor…',
  'notifications.loadFailed': 'Bildirimleriniz yüklenemedi.',
  'notifications.retry': 'Yeniden dene',
  'notifications.url': 'Uç nokta URL’si',
  'notifications.urlHint': 'Sunucunuzda bir https adresi. En fazla {count} uç nokta ekleyebilirsiniz.',
  'notifications.add': 'Uç nokta ekle',
  'notifications.secretOnce':
    'İmzalama sırrı: şimdi kopyalayın, yalnızca bir kez gösterilir. Sunucunuz her imzayı bununla doğrular.',
  'notifications.secretDone': 'Tamam',
  'notifications.offGone': 'Kapatıldı: uç nokta 410 Gone yanıtı verdi.',
  'notifications.offFailing': 'Art arda 10 başarısız denemeden sonra kapatıldı.',
  'notifications.off': 'Kapalı.',
  'notifications.turnOn': 'Aç',
  'notifications.sendTest': 'Test gönder',
  'notifications.rotate': 'Sırrı yenile',
  'notifications.delete': 'Sil',
  'notifications.deliveries': 'Son gönderimler',
  'notifications.noDeliveries': 'Henüz bir şey gönderilmedi.',
  'notifications.status.pending': 'Bekliyor',
  'notifications.status.succeeded': 'Teslim edildi',
  'notifications.status.failed': 'Başarısız',
  'notifications.status.skipped': 'Gönderilmedi',
  'notifications.response': 'Yanıt {code}',
  'notifications.redeliver': 'Yeniden gönder',
  'notifications.error.url': 'Herkese açık bir sunucuya ulaşan bir https adresi girin.',
  'notifications.error.limit': 'İzin verilen en fazla uç nokta sayısına zaten ulaştınız.',
  'notifications.error.other': 'Olmadı. Lütfen tekrar deneyin.',
} satisfies AreaCatalogue<typeof english>
