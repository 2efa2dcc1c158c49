import type { AreaCatalogue } from '../../defineMessages'
import type { receipts as english } from '../../en/receipts'

export const receipts = {
  'receipts.title': 'Biên nhận',
  'receipts.heading': '{amount} cho {creator}',
  'receipts.creator': 'Nhà sáng tạo',
  'receipts.supporter': 'Người ủng hộ',
  'receipts.amount': 'Số tiền',
  'receipts.network': 'Mạng',
  'receipts.date': 'Ngày',
  'receipts.note': 'Lời nhắn',
  'receipts.hiddenNote': 'Đã ẩn: khách chỉ thấy số tiền.',
  'receipts.viewOn': 'Xem giao dịch trên {explorer}',
  'receipts.viewOnExplorer': 'Xem giao dịch trên trình khám phá',
  'receipts.share': 'Chia sẻ',
  'receipts.copyLink': 'Sao chép liên kết',
  'receipts.copied': 'Đã sao chép',
  'receipts.shareTitle': '{amount} cho {creator} trên {appName}',
  'receipts.loading': 'Đang tải biên nhận…',
  'receipts.notFoundTitle': 'Không tìm thấy biên nhận',
  'receipts.notFound': 'Không có biên nhận cho giao dịch này.',
  'receipts.failed': 'Không thể tải biên nhận.',
  'receipts.retry': 'Thử lại',
  'receipts.creatorPage': 'Đến trang của nhà sáng tạo',
  'receipts.view': 'Xem biên nhận của bạn',
} satisfies AreaCatalogue<typeof english>
