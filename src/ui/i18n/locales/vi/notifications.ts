import type { AreaCatalogue } from '../../defineMessages'
import type { notifications as english } from '../../en/notifications'

export const notifications = {
  'notifications.title': 'Thông báo',
  'notifications.intro':
    'Máy chủ của bạn biết ngay mỗi khoản ủng hộ khi nó đến: thêm một địa chỉ https và mỗi sự kiện sẽ được gửi tới đó kèm chữ ký (Standard Webhooks).',
  'notifications.loading': 'Đang tải thông báo của bạn…',
  'notifications.loadFailed': 'Không tải được thông báo của bạn.',
  'notifications.retry': 'Thử lại',
  'notifications.url': 'URL điểm cuối',
  'notifications.urlHint': 'Một địa chỉ https trên máy chủ của bạn. Bạn có thể thêm tối đa {count} điểm cuối.',
  'notifications.add': 'Thêm điểm cuối',
  'notifications.secretOnce':
    'Khóa bí mật ký: hãy sao chép ngay, khóa chỉ hiện một lần. Máy chủ của bạn dùng nó để kiểm tra từng chữ ký.',
  'notifications.secretDone': 'Xong',
  'notifications.offGone': 'Đã tắt: điểm cuối trả lời 410 Gone.',
  'notifications.offFailing': 'Đã tắt sau 10 lần thử thất bại liên tiếp.',
  'notifications.off': 'Đã tắt.',
  'notifications.turnOn': 'Bật',
  'notifications.sendTest': 'Gửi thử',
  'notifications.rotate': 'Đổi khóa bí mật',
  'notifications.delete': 'Xóa',
  'notifications.deliveries': 'Lần gửi gần đây',
  'notifications.noDeliveries': 'Chưa gửi gì.',
  'notifications.status.pending': 'Đang chờ',
  'notifications.status.succeeded': 'Đã gửi tới',
  'notifications.status.failed': 'Thất bại',
  'notifications.status.skipped': 'Không gửi',
  'notifications.response': 'Phản hồi {code}',
  'notifications.redeliver': 'Gửi lại',
  'notifications.error.url': 'Nhập một địa chỉ https dẫn tới máy chủ công khai.',
  'notifications.error.limit': 'Bạn đã có số điểm cuối tối đa.',
  'notifications.error.other': 'Không thành công. Vui lòng thử lại.',
} satisfies AreaCatalogue<typeof english>
