import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': '通知',
  'notifications.intro':
    '每筆支持一到達，你自己的伺服器就會知道：新增一個 https 地址，每個事件都會帶簽署送過去（Standard Webhooks）。',
  'notifications.loading': '正在載入你的通知…',
  'notifications.loadFailed': '無法載入你的通知。',
  'notifications.retry': '再試一次',
  'notifications.url': '端點 URL',
  'notifications.urlHint': '你伺服器上的 https 地址。最多可新增 {count} 個端點。',
  'notifications.add': '新增端點',
  'notifications.secretOnce': '簽署密鑰：請即時複製，它只會顯示一次。你的伺服器用它驗證每個簽署。',
  'notifications.secretDone': '完成',
  'notifications.offGone': '已關閉：端點回應了 410 Gone。',
  'notifications.offFailing': '連續 10 次嘗試失敗後已關閉。',
  'notifications.off': '已關閉。',
  'notifications.turnOn': '開啟',
  'notifications.sendTest': '傳送測試',
  'notifications.rotate': '更新密鑰',
  'notifications.delete': '刪除',
  'notifications.deliveries': '最近的遞送',
  'notifications.noDeliveries': '尚未傳送任何內容。',
  'notifications.status.pending': '等待中',
  'notifications.status.succeeded': '已送達',
  'notifications.status.failed': '失敗',
  'notifications.status.skipped': '未傳送',
  'notifications.response': '回應 {code}',
  'notifications.redeliver': '重新遞送',
  'notifications.error.url': '請輸入能連到公開伺服器的 https 地址。',
  'notifications.error.limit': '你的端點數量已達上限。',
  'notifications.error.other': '操作未成功，請再試一次。',
} satisfies AreaCatalogue<typeof english>
