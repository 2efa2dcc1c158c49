import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': '通知',
  'notifications.intro':
    '每笔支持一到达，你自己的服务器就会知道：添加一个 https 地址，每个事件都会带签名发送过去（Standard Webhooks）。',
  'notifications.loading': '正在加载你的通知…',
  'notifications.loadFailed': '无法加载你的通知。',
  'notifications.retry': '重试',
  'notifications.url': '端点 URL',
  'notifications.urlHint': '你服务器上的 https 地址。最多可添加 {count} 个端点。',
  'notifications.add': '添加端点',
  'notifications.secretOnce': '签名密钥：请立即复制，它只显示一次。你的服务器用它验证每个签名。',
  'notifications.secretDone': '完成',
  'notifications.offGone': '已关闭：端点返回了 410 Gone。',
  'notifications.offFailing': '连续 10 次尝试失败后已关闭。',
  'notifications.off': '已关闭。',
  'notifications.turnOn': '开启',
  'notifications.sendTest': '发送测试',
  'notifications.rotate': '更新密钥',
  'notifications.delete': '删除',
  'notifications.deliveries': '最近的投递',
  'notifications.noDeliveries': '尚未发送任何内容。',
  'notifications.status.pending': '等待中',
  'notifications.status.succeeded': '已送达',
  'notifications.status.failed': '失败',
  'notifications.status.skipped': '未发送',
  'notifications.response': '响应 {code}',
  'notifications.redeliver': '重新投递',
  'notifications.error.url': '请输入能访问到公共服务器的 https 地址。',
  'notifications.error.limit': '你的端点数量已达上限。',
  'notifications.error.other': '操作未成功，请重试。',
} satisfies AreaCatalogue<typeof english>
